import { formatMoney } from '@dealer/finance/format';

/** A listed fee keeps its cents ($912.25) where the spec's fee list has them; whole amounts read as money ($395). */
export function feeText(amount: number): string {
  if (Number.isInteger(amount)) return formatMoney(amount);
  const [dollars, cents] = amount.toFixed(2).split('.');
  return `${formatMoney(Number(dollars))}.${cents}`;
}
