/** Finance and pricing components other areas mount (the car page, cards, the finance page). */
export { BelowMarketBadge, FinanceAvailableBanner, FinanceBox, WeeklyRepaymentLink } from './CarFinance';
export type { FinanceCar } from './car';
export { DeliveryCalculator } from './DeliveryCalculator';
export { FinanceCalculator } from './FinanceCalculator';
export { FinanceDisclaimer } from './FinanceDisclaimer';
export { buildFinanceLink, financeLink, FINANCE_FORM_ANCHOR } from './finance-link';
export { FuelCostCalculator } from './FuelCostCalculator';
export { GetFinanceNow } from './GetFinanceNow';
export { PriceDisplay } from './PriceDisplay';
export { PriceGauge } from './PriceGauge';
