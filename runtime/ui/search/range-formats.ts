import { formatMoney } from '@dealer/finance/format';
import { formatCount } from '@dealer/site/numbers';

/** How a range's bounds read, in its fields (FacetPanel) and on its filter chip (FilterChips). */
export const RANGE_FORMATS: Record<string, (value: number) => string> = {
  price: formatMoney,
  subscription_price: formatMoney,
  km: (value) => `${formatCount(value)} kms`,
};
