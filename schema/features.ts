/**
 * Which optional features a tenant uses, and the switches several options decide together, each decided
 * here once so the features and the routes (routes.ts) agree. Generation leaves out the pages of a feature
 * that is off, and `src/site.gen.ts` exports each as a flat literal constant so the bundler drops its code.
 */
import type { Feature } from './lists.ts';
import type { Tenant } from './tenant.ts';

/**
 * Finance is on when the tenant names a finance provider: the calculator, the finance box and quotes all
 * work from the provider's rates (vehicle spec, finance visibility), and the finance pages come with them.
 */
export function financeOn(t: Pick<Tenant, 'finance'>): boolean {
  return t.finance.provider !== null;
}

/** The site needs sign-in when something sits behind an account: the watchlist, the garage or a gated route. */
export function signInNeeded(t: Tenant): boolean {
  return t.vehicle.favourites || t.account.garage || t.account.gatedRoutes.length > 0;
}

export function tenantFeatures(t: Tenant): Record<Feature, boolean> {
  const finance = financeOn(t);
  return {
    'finance-calculator': finance && t.finance.calculator.enabled,
    'finance-box': finance && t.finance.box.enabled,
    'finance-quote': finance && t.finance.provider!.quotes,
    'price-gauge': t.vehicle.priceGauge,
    'delivery-calculator': t.vehicle.deliveryCalculator,
    'fuel-calculator': t.vehicle.fuelCalculator,
    garage: t.account.garage,
    'subscription-sort': t.subscriptions && t.search.sortOptions.some((s) => s.includes('Subscription')),
    // A third-party widget takes the place of the Instant Message panel.
    'chat-assistant': t.chatAssistant && t.chat.widgetScript === undefined,
    watchlist: t.vehicle.favourites,
    compare: t.vehicle.compare,
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
