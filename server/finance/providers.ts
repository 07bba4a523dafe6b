/**
 * The third-party services behind the finance endpoints, as small interfaces. Each has an embedded
 * default that works offline; a real provider (market data, a lender's quote API, a carrier's price
 * list) implements the same interface and is passed to `financeRoutes` instead.
 */
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { establishmentFee } from '../../runtime/finance/calculator.ts';
import { DEFAULT_DELIVERY_REGIONS, deliveryEstimate, type DeliveryEstimate } from '../../runtime/finance/delivery.ts';
import { computeGauge, type PriceGauge } from '../../runtime/finance/gauge.ts';
import { quoteFor, type QuoteRequest } from '../../runtime/finance/quote.ts';
import type { YouxQuote } from '../../runtime/finance/car.ts';
import type { StockFor } from '../stock/tenant-stock.ts';
import { comparableCars } from './stock.ts';

export interface GaugeProvider {
  /** Null when there is no market data for the car: the page hides the gauge. */
  gauge(tenant: Tenant, car: Car): Promise<PriceGauge | null>;
}

export interface QuoteProvider {
  /** Null when the purchase is too small to quote (the calculator would read 'Enquire for Finance'). */
  quote(tenant: Tenant, request: QuoteRequest): Promise<YouxQuote | null>;
}

export interface DeliveryProvider {
  estimate(tenant: Tenant, postcode: string): Promise<DeliveryEstimate>;
}

export interface FinanceProviders {
  gauge: GaugeProvider;
  quote: QuoteProvider;
  delivery: DeliveryProvider;
}

/** Market range from comparable stock in the engine: same make and model, year ±2. */
export function engineGaugeProvider(stockFor: StockFor): GaugeProvider {
  return { gauge: async (tenant, car) => computeGauge(car, await comparableCars(stockFor(tenant), tenant, car)) };
}

/** Indicative rates by credit score and age; the tenant provider's establishment fee is part of the loan. */
export function embeddedQuoteProvider(now: () => Date = () => new Date()): QuoteProvider {
  return {
    quote: async (tenant, request) =>
      quoteFor(request, {
        currentYear: now().getFullYear(),
        establishmentFee: establishmentFee({ provider: tenant.finance.provider, lender: null }),
      }),
  };
}

/** The tenant's region table (`vehicle.deliveryRegions`), else the built-in indicative one. */
export const regionTableDeliveryProvider: DeliveryProvider = {
  estimate: async (tenant, postcode) => {
    const regions = tenant.vehicle.deliveryRegions.length > 0 ? tenant.vehicle.deliveryRegions : DEFAULT_DELIVERY_REGIONS;
    return deliveryEstimate(postcode, regions);
  },
};

export function embeddedFinanceProviders(stockFor: StockFor): FinanceProviders {
  return { gauge: engineGaugeProvider(stockFor), quote: embeddedQuoteProvider(), delivery: regionTableDeliveryProvider };
}
