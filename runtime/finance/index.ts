/** @dealer/finance — pure finance and pricing rules: no React, no I/O, clocks passed in. */
export { amountBoundsMessage, calculatorBounds, checkAmount, clamp, clampTerm } from './bounds.ts';
export type { CalculatorBounds, CalculatorSettings, NumberRange } from './bounds.ts';
export { BUDGET_DEFAULTS, budgetButton, budgetFor, budgetInput, defaultBudgetRepayment, noCarsForBudgetText } from './budget.ts';
export type { BudgetButton, BudgetInput, BudgetPeriod, ResultPrices } from './budget.ts';
export { calculatorDefaults, calculatorRepayment, establishmentFee, repaymentRounding } from './calculator.ts';
export type { CalculatorContext, CalculatorState } from './calculator.ts';
export { isPositive, lenderFor } from './car.ts';
export type { FinanceLender, FinancedCar, MarketData, PricedCar, StoredQuote, YouxQuote } from './car.ts';
export {
  comparisonRange,
  comparisonRateText,
  DISCLAIMER_STARTS_EXPANDED,
  disclaimerView,
  financeDisclaimer,
  fixedFinanceNote,
  formatRate,
  sampleEstimate,
} from './comparison.ts';
export type { ComparisonRange, SampleEstimate } from './comparison.ts';
export { DEFAULT_DELIVERY_REGIONS, deliveryEstimate } from './delivery.ts';
export type { DeliveryEstimate, DeliveryRegion } from './delivery.ts';
export { formatMoney, formatMoneyDigits, parseMoney } from './format.ts';
export { DEFAULT_FREQUENCY, frequencyOf, frequencySuffix, PAYMENT_FREQUENCIES, paymentsPerYear } from './frequency.ts';
export type { FrequencyKey, FrequencySuffix, PaymentFrequency, PaymentsPerYear } from './frequency.ts';
export { FUEL_CALCULATOR_DEFAULTS, fuelCalculatorVisible, fuelCost, fuelEconomy } from './fuel.ts';
export type { FuelCar, FuelCostInput } from './fuel.ts';
export { computeGauge, gaugeBand, gaugeVisible, gaugeWording } from './gauge.ts';
export type { GaugeBand, PriceGauge, VisibleGauge } from './gauge.ts';
export { moneyQuickPicks } from './money-field.ts';
export type { QuickPick } from './money-field.ts';
export { isBelowMarket, priceDisplay, sellingPrice, tradeInPriceReduction } from './price.ts';
export type { PriceDisplay, PriceSite } from './price.ts';
export { advertisedRate, comparisonRate, CREDIT_SCORES, quoteFor, shouldRequestQuote } from './quote.ts';
export type { CreditScore, QuoteRequest } from './quote.ts';
export { annuityPayment, calculateRepayment, repaymentText } from './repayment.ts';
export type { Repayment, RepaymentInput, Rounding } from './repayment.ts';
export { calculatorVisible, financeBoxVisible, providerEligible } from './visibility.ts';
export { carWeeklyRepayment } from './weekly-figure.ts';
export type { CarFinanceContext, FinanceBoxSite } from './visibility.ts';
