/** The money field of the site forms: a dollar prefix, thousands separators and quick-pick amounts. */
import type { Tenant } from '../../schema/tenant.ts';
import { MONEY_QUICK_PICKS } from '../site/constants.ts';
import { formatMoney } from './format.ts';

export interface QuickPick {
  amount: number;
  label: string;
}

/** $5,000 and $70,000, or $300,000 and $800,000 on sites with `forms.highMoneyRange`. */
export function moneyQuickPicks(forms: Pick<Tenant['forms'], 'highMoneyRange'>): QuickPick[] {
  return MONEY_QUICK_PICKS[forms.highMoneyRange ? 'high' : 'standard'].map((amount) => ({ amount, label: formatMoney(amount) }));
}
