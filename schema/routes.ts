/**
 * Every route of the two specs, the page that renders it and the switch that enables it.
 * Generation registers only the enabled ones, so a tenant's unused pages are never imported.
 */
import { overviewBrands, overviewPath } from './brand-overviews.ts';
import { departmentPages } from './departments.ts';
import { financeOn, signInNeeded } from './features.ts';
import { FINANCE_ROUTES, type GateableRoute } from './lists.ts';
import { titleFromSlug } from './page-titles.ts';
import type { Tenant } from './tenant.ts';

export interface RouteEntry {
  path: string;
  /** Module under runtime/ui/pages that renders it. */
  page: string;
  title: string;
  /** A gated route sends signed-out visitors to /sign-in; 'always' for garage pages. */
  gate?: GateableRoute | 'always';
  /** 'own': the page brings its own layout and is drawn without the site's header and footer (the staff app). */
  layout?: 'own';
}

type Catalogue = (t: Tenant) => (RouteEntry | false)[];

const FINANCE_TITLES: Record<(typeof FINANCE_ROUTES)[number], string> = {
  '/finance': 'Finance',
  '/finance-enquiry': 'Finance enquiry',
  '/finance-pre-approval': 'Finance pre-approval',
  '/apply-for-finance': 'Apply for finance',
};

const routeCatalogue: Catalogue = (t) => {
  const prefix = `/${t.search.pathPrefix}`;
  const finance = financeOn(t);
  const page = (path: string, pageName: string, title: string, gate?: RouteEntry['gate']): RouteEntry => ({
    path,
    page: pageName,
    title,
    ...(gate ? { gate } : {}),
  });
  return [
    page(prefix, 'SearchPage', 'Search our stock'),
    page(`${prefix}/*`, 'SearchPage', 'Search our stock'),
    t.offers.enabled && page('/special-offers', 'SearchPage', 'Special offers'),
    page('/cars/:slug', 'VehiclePage', 'Vehicle details'),
    t.vehicle.reservation && page(`/cars/:slug/${t.vehicle.reserveRoute}`, 'ReservePage', 'Reserve online', 'checkout'),
    t.vehicle.reservation && page('/buying', 'BuyingPage', 'Reserve online'),
    t.vehicle.onlinePurchase && page('/checkout-journey', 'ReservePage', 'Online purchase', 'checkout'),
    t.vehicle.print && page('/print', 'PrintPage', 'Print'),
    t.forms.tradeIn && page('/cars/trade-in', 'TradeInPage', 'Trade-in valuation'),
    t.forms.tradeIn && page('/trade-in', 'TradeInPage', 'Sell your car'),
    t.forms.tradeIn && page('/sell-my-car', 'TradeInPage', 'Sell your car'),
    t.forms.tradeIn && page('/sell-your-car', 'TradeInPage', 'Sell your car'),
    t.pages.budget && page('/budget', 'BudgetPage', 'Find cars for your budget'),
    finance && page(t.finance.route, 'FinancePage', 'Finance', 'finance'),
    finance && t.finance.route !== '/finance' && page('/finance', 'FinancePage', 'Finance', 'finance'),
    ...FINANCE_ROUTES.map((path) => finance && page(path, 'FinancePage', FINANCE_TITLES[path], 'finance')),
    t.finance.provider?.creditCheck === true && page('/personalised/finance', 'PersonalisedFinancePage', 'Personalised finance', 'credit-check-finance'),
    page('/book-test-drive', 'TestDrivePage', 'Book a test drive'),
    ...departmentPages(t).map((d) => page(d.path, 'DepartmentPage', d.title)),
    t.pages.warranty && page('/warranty', 'WarrantyPage', 'Warranty'),
    t.pages.warranty && page('/pages/warranty', 'WarrantyPage', 'Warranty'),
    page('/contact', 'ContactPage', 'Contact us'),
    page('/contact-us', 'ContactPage', 'Contact us'),
    page(`${t.locationOptions.contactPathPrefix}/:locationSlug`, 'LocationPage', 'Contact us'),
    page('/teams/:locationSlug', 'LocationPage', 'Our team'),
    page('/locations/:locationSlug', 'LocationPage', 'Location'),
    page('/dealer-locator', 'DealerLocatorPage', 'Dealer locator'),
    t.dealerships.length > 1 && page('/dealerships', 'DealershipsPage', 'Our dealerships'),
    t.dealerships.length > 1 && page('/dealerships/:make', 'DealershipsPage', 'Our dealerships'),
    page('/privacy-policy', 'PrivacyPage', 'Privacy policy'),
    page('/terms-and-conditions', 'CopyPage', 'Terms and conditions'),
    page('/about-us', 'CopyPage', 'About us'),
    t.pages.fleet && page('/fleet', 'CopyPage', 'Fleet'),
    t.pages.faqs && page('/faqs', 'FaqsPage', 'FAQs'),
    t.pages.extraPages.length > 0 && page('/pages/:pageSlug', 'CopyPage', 'Page'),
    ...t.pages.topLevelPages.map((slug) => page(`/${slug}`, 'CopyPage', t.pages.copy[slug]?.title ?? titleFromSlug(slug))),
    t.pages.blog && page('/blog', 'BlogPage', 'Blog'),
    t.pages.blog && page('/blog/vehicle-reviews', 'BlogPage', 'Vehicle reviews'),
    t.offers.enabled && page('/offers/:offerId', 'OfferPage', 'Offer'),
    t.offers.enabled && t.manufacturer === null && page('/offers/:manufacturerSlug/:offerId', 'OfferPage', 'Offer'),
    t.brands.directory && page('/brands', 'BrandsPage', 'Our brands'),
    t.brands.directory && page('/brands/:brandSlug', 'BrandPage', 'Brand'),
    ...overviewBrands(t).map((brand) => page(overviewPath(brand.slug), 'BrandOverviewPage', `${brand.name} overview`)),
    ...t.brands.ownBrands.map((brand) => page(brand.path, 'CopyPage', brand.name)),
    signInNeeded(t) && page('/sign-in', 'SignInPage', 'Sign in'),
    t.vehicle.favourites && page('/watchlist', 'WatchlistPage', 'Watchlist'),
    t.vehicle.compare && page('/compare', 'ComparePage', 'Compare cars'),
    t.account.garage && page(t.account.garagePath, 'GaragePage', 'My garage', 'always'),
    t.account.spinToWin && page('/spin-to-win', 'SpinToWinPage', 'Spin to win', 'spin-to-win'),
    t.account.onlinePayment && page('/online-payment', 'OnlinePaymentPage', 'Online payment', 'online-payment'),
    page('/success', 'SuccessPage', 'Thank you'),
    // The dealership's own pages, on every site: one lazily loaded page module whose own routes draw each of them.
    { ...page('/staff/*', 'StaffPage', 'Staff'), layout: 'own' },
  ];
};

/** The tenant's routes: enabled ones only, each path once, in the catalogue's order. */
export function tenantRoutes(t: Tenant): RouteEntry[] {
  const seen = new Set<string>();
  return routeCatalogue(t).filter((r): r is RouteEntry => r !== false && !seen.has(r.path) && Boolean(seen.add(r.path)));
}
