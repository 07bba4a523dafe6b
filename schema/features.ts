/**
 * Which optional features a tenant uses. Generation leaves out the pages of a feature that is off, and
 * `src/site.gen.ts` exports each as a flat literal constant so the bundler drops its code.
 */
import type { Feature } from './lists.ts';
import type { Tenant } from './tenant.ts';

export function tenantFeatures(t: Tenant): Record<Feature, boolean> {
  const finance = t.finance.provider !== null;
  return {
    'finance-calculator': finance && t.finance.calculator.enabled,
    'finance-box': finance && t.finance.box.enabled,
    'finance-quote': finance && t.finance.provider!.quotes,
    'price-gauge': t.vehicle.priceGauge,
    'delivery-calculator': t.vehicle.deliveryCalculator,
    'fuel-calculator': t.vehicle.fuelCalculator,
    garage: t.account.garage,
    'subscription-sort': t.subscriptions && t.search.sortOptions.some((s) => s.includes('Subscription')),
    'chat-assistant': t.chatAssistant,
    watchlist: t.vehicle.favourites,
    'trade-in': t.forms.tradeIn,
    'reserve-online': t.vehicle.reservation,
    'online-purchase': t.vehicle.onlinePurchase,
    'sales-counter': t.home.salesCounter,
    reviews: t.reviews.enabled,
    offers: t.offers.enabled,
    'brand-directory': t.brands.directory,
    blog: t.pages.blog,
    'budget-finder': t.home.budgetFinder,
    service: t.pages.service,
    parts: t.pages.parts,
    print: t.vehicle.print,
    'history-report': t.vehicle.historyReports,
    'spin-to-win': t.account.spinToWin,
    'announcement-bar': t.home.announcement !== null,
  };
}

/** `finance-calculator` → `FEATURE_FINANCE_CALCULATOR`, the constant components import. */
export function featureConstant(feature: Feature): string {
  return `FEATURE_${feature.replace(/-/g, '_').toUpperCase()}`;
}
