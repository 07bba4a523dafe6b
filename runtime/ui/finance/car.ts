/** The car the finance components read, and the tenant's finance context for it. */
import { lenderFor, type FinanceLender, type FinancedCar, type MarketData, type StoredQuote } from '@dealer/finance/car';
import type { FuelCar } from '@dealer/finance/fuel';
import type { SiteCar } from '@dealer/site/car';
import { SITE } from '@site/site.gen';

/** Structural, so a search hit or the car page's record both fit. */
export type FinanceCar = FinancedCar &
  FuelCar &
  Pick<SiteCar, 'status' | 'car_type'> & {
    id: number;
    slug: string;
    vin?: string | null;
    dealership_slug?: string | null;
    youxQuote?: StoredQuote | null;
    autograb_data?: MarketData | null;
  };

/** The car's entry for the tenant's finance provider, if the site has one. */
export function siteLender(car: FinancedCar | undefined): FinanceLender | null {
  const provider = SITE.finance.provider;
  return provider && car ? lenderFor(car, provider.key) : null;
}
