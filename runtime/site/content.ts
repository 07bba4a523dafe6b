/**
 * Copy the spec fixes word for word: the reserve-online explainer, the used-car guarantees, the
 * trade-in FAQ, the privacy timelines, the budget disclaimer and warranty wording by brand. Pages
 * render these; tenants add their own copy around them, never instead of them.
 */
import { formatCount } from './numbers.ts';
import {
  BUDGET_TERM_YEARS,
  PRIVACY_TIMELINES,
  RESERVATION_DEPOSIT,
  RESERVATION_HOLD_HOURS,
  TRADE_IN_ESTIMATE_LIMITS,
  USED_CAR_MONEY_BACK_HOURS,
  USED_CAR_RETURN_DAYS,
  USED_CAR_RETURN_MAX_KM,
} from './constants.ts';

export interface Faq {
  question: string;
  answer: string;
}

const money = (amount: number) => `$${formatCount(amount)}`;
const kms = (km: number) => `${formatCount(km)} km`;

/** The /buying explainer: a $200 deposit, fully refundable, holds the car for 48 hours. */
export function reserveExplainer(deposit: number = RESERVATION_DEPOSIT): string[] {
  return [
    `Reserve your car online with a ${money(deposit)} deposit. The deposit is 100% refundable.`,
    `We hold the car for you for ${RESERVATION_HOLD_HOURS} hours while we contact you to arrange the rest of your purchase.`,
    'Your deposit comes off the price of the car when you buy it; if you change your mind, we refund it in full.',
  ];
}

export interface Guarantee {
  title: string;
  summary: string;
  conditions: string[];
}

/** The used-car guarantees: 48 hour money back and the 14-day return or exchange with its conditions. */
export function usedCarGuarantees(): Guarantee[] {
  return [
    {
      title: `${USED_CAR_MONEY_BACK_HOURS} hour money back guarantee`,
      summary: `Changed your mind? Return your used car within ${USED_CAR_MONEY_BACK_HOURS} hours for your money back.`,
      conditions: [],
    },
    {
      title: `${USED_CAR_RETURN_DAYS}-day money-back or exchange`,
      summary: `Return your used car within ${USED_CAR_RETURN_DAYS} days of delivery for a refund or an exchange, provided:`,
      conditions: [
        `it has been driven no more than ${USED_CAR_RETURN_MAX_KM} km since delivery;`,
        'it has at least a quarter tank of fuel;',
        'all keys and accessories are returned;',
        'there is no financial encumbrance on the car.',
      ],
    },
  ];
}

/** The trade-in FAQ: when no online estimate is given, outstanding finance, and how a surplus is paid. */
export function tradeInFaq(): Faq[] {
  const { years, km } = TRADE_IN_ESTIMATE_LIMITS;
  return [
    {
      question: 'Can I get an online estimate for any car?',
      answer: `Cars over ${years} years old or with more than ${kms(km)} on the odometer generally do not get an online estimate; we value them in person instead.`,
    },
    {
      question: 'What if I still owe money on my car?',
      answer: 'Outstanding finance is fine. We need a payout letter from your lender so we can settle the loan for you.',
    },
    {
      question: 'How is any surplus paid?',
      answer: 'If your car is worth more than the payout, the surplus is paid to you by direct credit.',
    },
  ];
}

/** The privacy policy's response times: complaints acknowledged in 7 days and resolved in 30; access within 30 days. */
export function privacyTimelines(): string[] {
  const t = PRIVACY_TIMELINES;
  return [
    `We acknowledge a privacy complaint within ${t.complaintAcknowledgedDays} days and aim to resolve it within ${t.complaintResolvedDays} days.`,
    `When you ask for access to the personal information we hold about you, we grant access within ${t.accessDays} days.`,
  ];
}

/** The budget finder's disclaimer: an indicative estimate over a term in years, excluding interest, fees and balloon payments. */
export function budgetDisclaimer(termYears: number = BUDGET_TERM_YEARS): string {
  return `This estimate is based on a ${termYears}-year term and is indicative only. It excludes interest, fees and balloon payments.`;
}

/** Warranty wording for a make: "{years}-year warranty" when the site states 3, 5 or 7 years, else the make's standard warranty. */
export function warrantyText(make: string, years: 3 | 5 | 7 | null): string {
  return years === null
    ? `Every new ${make} comes with the manufacturer's standard warranty. Ask us for the details of your model.`
    : `Every new ${make} comes with a ${years}-year warranty, serviced by our qualified technicians.`;
}
