/**
 * Closed lists of the product. Each one feeds the zod enums, commander choices, prompts and
 * test matrices, so a new value is added here once.
 */

export const TEMPLATES = ['group', 'brand'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const ITEM_TYPES = ['car', 'motorcycle', 'caravan'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const SORT_OPTIONS = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
  'highestSubscriptionPrice',
  'lowestSubscriptionPrice',
  'highestKms',
  'lowestKms',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SEARCH_FACETS = [
  'car_type',
  'status',
  'make',
  'make_model',
  'body',
  'city',
  'dealership_name',
  'location_name',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'year',
  'km',
  'price',
  'tag',
  'certified',
  'item_type',
  'state',
  'subscription_price',
  'weekly_price_range',
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const VIEW_MODES = ['spinner', 'gallery', 'interior'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const LEAD_KINDS = [
  'enquiry',
  'test-drive',
  'finance-enquiry',
  'careers',
  'trade-in-valuation',
  'rego-lookup',
  'offer-acceptance',
  'find-me-similar',
  'photo-request',
  'lead-form',
  'reservation',
  'online-payment',
  'spin-to-win',
  /** A message left in the Instant Message chat while no staff member was on. */
  'chat-message',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** What a delivery target picks leads by: the department that answers them (server/delivery/lead-category.ts). */
export const LEAD_DELIVERY_CATEGORIES = ['sales', 'service', 'parts', 'finance', 'trade-in', 'careers'] as const;
export type LeadDeliveryCategory = (typeof LEAD_DELIVERY_CATEGORIES)[number];

export const GATEABLE_ROUTES = ['checkout', 'finance', 'spin-to-win', 'online-payment', 'credit-check-finance'] as const;
export type GateableRoute = (typeof GATEABLE_ROUTES)[number];

export const GARAGE_PATHS = ['/my-garage', '/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco'] as const;

export const FINANCE_ROUTES = ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval'] as const;

export const FINANCE_REQUIREMENTS = ['comparisonRate', 'weeklyPayment', 'monthlyPayment'] as const;

export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const CLOSED_HOURS_TEXTS = ['Closed', 'By appointment only', 'Enquire Now'] as const;

export const ENQUIRY_SUBMIT_TEXTS = ['Enquire Now', 'Message Now'] as const;

export const AU_STATES = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;

export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

export const BRAND_GROUPS = ['car', 'motorcycle', 'truck', 'own-brand'] as const;

/** Who values a trade-in: the embedded offline estimate, or a valuation service over HTTP. */
export const VALUATION_PROVIDERS = ['embedded', 'http'] as const;
/** Where a site's reviews come from: its own config, or Google Places place details of its locations. */
export const REVIEW_PROVIDERS = ['config', 'google-places'] as const;

export const MAP_PROVIDERS = ['embedded', 'google'] as const;

/** Optional features whose root element carries `data-feature` and whose code is left out when off. */
export const FEATURES = [
  'finance-calculator',
  'finance-box',
  'finance-quote',
  'price-gauge',
  'delivery-calculator',
  'fuel-calculator',
  'garage',
  'subscription-sort',
  'chat-assistant',
  'watchlist',
  'trade-in',
  'reserve-online',
  'online-purchase',
  'sales-counter',
  'reviews',
  'offers',
  'brand-directory',
  'blog',
  'budget-finder',
  'service',
  'parts',
  'print',
  'history-report',
  'spin-to-win',
  'announcement-bar',
  'compare',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * Font pairings a theme chooses from (headings / body): open fonts the site serves itself, or the system's own.
 * Each named font ships as a package the build copies its Latin files from.
 */
export const FONT_PAIRINGS = ['system', 'inter', 'montserrat-inter', 'barlow-inter'] as const;
export type FontPairing = (typeof FONT_PAIRINGS)[number];

/** Shadow depth of a theme's cards, menus and dialogs. */
export const THEME_SHADOWS = ['flat', 'soft', 'lifted'] as const;
/** Spacing of a theme: tighter or roomier than the default. */
export const THEME_DENSITIES = ['compact', 'comfortable', 'airy'] as const;

/** Hero pictures drawn for a site with no photo of its own: several bodies in a line-up, or one car in a spotlight. */
export const HERO_SCENES = ['line-up', 'spotlight'] as const;
export type HeroScene = (typeof HERO_SCENES)[number];
