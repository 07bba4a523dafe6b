/** The fees a finance calculator lists, each said to be in its figures or not. */
import type { Tenant } from '../../schema/tenant.ts';

export type Fee = Tenant['finance']['calculator']['feeList'][number];

export interface FeeLines {
  /** The establishment fee the repayments are worked out with; empty when it is 0. */
  included: Fee[];
  /** Listed fees the repayments leave out, which the page must say plainly. */
  excluded: Fee[];
}

export const ESTABLISHMENT_FEE_LABEL = 'Establishment fee';
export const FEES_INCLUDED_HEADING = 'Included in these repayments';
export const FEES_EXCLUDED_HEADING = 'Not included in these repayments';

const ESTABLISHMENT = /establishment/i;

/**
 * The repayments carry one fee, the establishment fee. A listed establishment fee of that amount is
 * it (shown under its listed name); any other listed fee, including an establishment fee of another
 * amount, is left out of the figures and listed as such. A fee in the figures that the list does not
 * name is listed too, so every fee the page uses is on the page.
 */
export function feeLines(feeList: readonly Fee[], establishmentFee: number): FeeLines {
  const used = establishmentFee > 0 ? feeList.find((fee) => ESTABLISHMENT.test(fee.label) && fee.amount === establishmentFee) : undefined;
  const included = used ? [used] : establishmentFee > 0 ? [{ label: ESTABLISHMENT_FEE_LABEL, amount: establishmentFee }] : [];
  return { included, excluded: feeList.filter((fee) => fee !== used) };
}
