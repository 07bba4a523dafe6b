/**
 * The tenant config: the single source of truth for every per-site setting the specs name.
 * `tenant.schema.json` and `tenant.d.ts` are generated from this file (`dealer-gen schema`).
 * Where the spec says a rule applies to "one site" or "one provider", it is a named option here,
 * with the spec's value as its example. Cross-field rules live in `rules.ts`.
 */
import { z } from 'zod';
import * as C from './constants.ts';
import {
  AU_STATES,
  BODY_TYPES,
  BRAND_GROUPS,
  CAR_TYPES,
  CLOSED_HOURS_TEXTS,
  ENQUIRY_SUBMIT_TEXTS,
  FINANCE_REQUIREMENTS,
  FINANCE_ROUTES,
  FONT_PAIRINGS,
  GARAGE_PATHS,
  GATEABLE_ROUTES,
  HERO_SCENES,
  ITEM_TYPES,
  LEAD_DELIVERY_CATEGORIES,
  LOCATION_TYPES,
  MAP_PROVIDERS,
  SEARCH_FACETS,
  SORT_OPTIONS,
  TEMPLATES,
  THEME_DENSITIES,
  THEME_SHADOWS,
  REVIEW_PROVIDERS,
  VALUATION_PROVIDERS,
  VIEW_MODES,
} from './lists.ts';

const obj = z.strictObject;
const text = z.string().min(1);
const url = z.string().regex(/^(https?:\/\/[^\s/]+|\/)[^\s]*$/, 'Must be an absolute http(s) URL or a site path starting with /');
const sitePath = text.regex(/^\/[^\s]*$/, 'Must be a site path starting with /');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #1a2b3c');
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().regex(slugPattern, 'Must be lowercase letters and digits separated by single hyphens, like "bayside-motors"');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/, 'Must be an ISO date like 2025-07-01 or 2025-07-01T00:00+10:00');
const phone = z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'Must be a phone number like 07 3123 4567 or +61731234567');
const id = z.number().int().positive();
const money = z.number().min(0);
const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a 24-hour time like 08:30');

// ---------------------------------------------------------------- locations

const openingHourSchema = obj({
  weekday: z.number().int().min(0).max(6).describe('0 is Sunday, 6 is Saturday'),
  status: z.enum(['Open', 'Closed']),
  open: hour.optional(),
  close: hour.optional(),
  formated_hours: z.string().optional().describe('Display text overriding open-close, e.g. "8:00am - 5:30pm"'),
});

/**
 * The spec writes a holiday's hours either as start_hour/end_hour or as hours.begin/hours.end; both are
 * accepted and the parsed tenant holds start_hour/end_hour only, so the runtime reads one shape.
 */
const specialHourSchema = obj({
  date: isoDate,
  status: z.enum(['Open', 'Closed']),
  start_hour: hour.optional(),
  end_hour: hour.optional(),
  hours: obj({ begin: hour.optional(), end: hour.optional() }).optional().describe('The other spelling of start_hour and end_hour'),
  location_id: id.optional().describe('Absent means the entry applies to every location'),
}).transform(({ hours, ...entry }, ctx) => {
  const start_hour = entry.start_hour ?? hours?.begin;
  const end_hour = entry.end_hour ?? hours?.end;
  for (const [key, spelt, other] of [
    ['begin', entry.start_hour, hours?.begin],
    ['end', entry.end_hour, hours?.end],
  ] as const)
    if (spelt !== undefined && other !== undefined && spelt !== other)
      ctx.issues.push({
        code: 'custom',
        input: hours,
        path: ['hours', key],
        message: `Disagrees with ${key === 'begin' ? 'start' : 'end'}_hour; give one of the two`,
      });
  return { ...entry, ...(start_hour ? { start_hour } : {}), ...(end_hour ? { end_hour } : {}) };
});

const addressSchema = obj({
  street: text,
  city: text,
  state: z.enum(AU_STATES),
  postcode: z.string().regex(/^\d{4}$/, 'Must be a 4-digit postcode'),
  lat: z.number().min(-90).max(90).optional(),
  long: z.number().min(-180).max(180).optional(),
  place_url: url.optional(),
  place_id: z.string().optional(),
  map_key: z.string().optional(),
});

const imageSchema = obj({
  url,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().optional(),
});

export const locationSchema = obj({
  id,
  name: text,
  slug: slugSchema.optional().describe('Defaults to the name without a trailing " - Sales", " - Service" or " - Parts", slugified'),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  location_type: z.enum(LOCATION_TYPES).default('sales'),
  location_subtype: z.array(text).default([]).describe('e.g. ["buying"]'),
  manufacturers: z.array(slugSchema).default([]),
  dealership_id: id.optional(),
  dealership_slug: slugSchema.optional(),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().min(0).optional(),
  phone,
  landline_phone: phone.optional(),
  image: imageSchema.optional(),
  address: addressSchema,
  opening_hours: z.array(openingHourSchema).default([]),
  distribution_locations: z.array(id).default([]).describe('Other location ids a car here can be seen at'),
});

const dealershipSchema = obj({
  id,
  name: text,
  slug: slugSchema,
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().min(0).optional(),
});

const dealershipWebsiteSchema = obj({
  url,
  make: text,
  name: text,
  title: text,
  slug: slugSchema,
  logo: obj({ url }).optional(),
});

// ---------------------------------------------------------------- navigation

const linkSchema = obj({ label: text, href: url });
const menuItemSchema = obj({
  label: text,
  href: url.optional(),
  dropdown: z.enum(['models', 'stock', 'brands']).optional().describe('A dynamic dropdown: vehicle models, stock links, or the brand mega-menu'),
  children: z.array(linkSchema).default([]),
});
const footerGroupSchema = obj({ title: text, links: z.array(linkSchema).min(1) });

const navigationSchema = obj({
  header: z.array(menuItemSchema).optional().describe("Header menu; the template's menu when absent"),
  footer: z.array(footerGroupSchema).optional().describe("Footer groups; the template's groups when absent"),
  dropdownOpensOn: z.enum(['hover', 'click']).default('click').describe('How header dropdowns open'),
  models: z
    .array(
      obj({
        name: text,
        slug: slugSchema,
        overrideUrl: url.optional(),
        image: url.optional(),
        body: z.enum(BODY_TYPES).optional().describe("The body its home page tile draws when it has no image; else the sample stock's body for the model"),
      }),
    )
    .default([])
    .describe('Models listed in the Vehicles dropdown (stock.models)'),
}).prefault({});

// ---------------------------------------------------------------- search

const promoTileSchema = obj({
  id: slugSchema,
  title: text,
  href: url,
  image: url.optional(),
  position: z.number().int().min(1).describe('1-based position among the result cards'),
  start: isoDate.optional(),
  expiry: isoDate.optional(),
  timeZone: z.string().default('Australia/Brisbane').describe('Zone for start and expiry given without an offset'),
  display: z.array(z.enum(CAR_TYPES)).default([]).describe('Car types the tile shows with; empty means all'),
  strictDisplay: z.boolean().default(false).describe('Show only when the results are exactly these car types'),
});

const searchSchema = obj({
  host: url.default('/meili').describe('Meilisearch host the browser searches; the embedded engine by default'),
  publicKey: z.string().default('').describe('Search-only key; the server fills it at run time when empty'),
  serverKeyEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'Must be the name of an environment variable, like BAYSIDE_SEARCH_KEY')
    .optional()
    .describe(
      "Environment variable holding the key the server reads this tenant's own Meilisearch (search.host) with: whole cars, private fields. The key itself never goes in this file or to a page; without it the server reads with publicKey",
    ),
  indexName: text.default(C.SEARCH_INDEX_NAME),
  hitsPerPage: z.number().int().min(1).max(100).default(C.SEARCH_HITS_PER_PAGE),
  cacheLimit: z.number().int().min(1).max(1000).default(C.SEARCH_CACHE_LIMIT),
  siteFilter: z.string().default('').describe('Meilisearch filter ANDed into every search, e.g. "car_type = used"'),
  offersFilter: z
    .string()
    .default(C.SPECIAL_OFFERS_FILTER)
    .describe('Filter of the cars the /special-offers search lists: by default those showing a reduced price (an offer price or a was-price)'),
  offersTag: text
    .nullable()
    .default(null)
    .describe(
      'A tag that puts a car on the /special-offers search whatever its price, e.g. "Special Offer"; with offersFilter empty, only tagged cars are listed',
    ),
  excludeMakes: z.array(text).default([]),
  excludeStockNumbers: z.array(text).default([]),
  inStockOnly: z.boolean().default(false).describe('List only in-stock cars (no coming soon, no recently sold)'),
  soldCarsDays: z.number().int().min(0).max(365).default(C.SOLD_CARS_LISTED_DAYS).describe('include_sold_cars_days'),
  minPriceFilter: z
    .number()
    .min(0)
    .nullable()
    .default(null)
    .describe(
      `Adds price > N to every search, e.g. ${C.SEARCH_MIN_PRICE_FILTER} (the spec adds it in some components); off by default, as it hides cars without a price ("Enquire for price.")`,
    ),
  lowestPriceExcludesZero: z.boolean().default(false).describe('Price-ascending sort adds price > 0'),
  pathPrefix: z.enum(['search', 'used-car']).default('search').describe('First segment of search paths'),
  defaultPath: sitePath.default(C.DEFAULT_SEARCH_PATH),
  sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1).default(['mostRelevant', 'latest', 'highestPrice', 'lowestPrice']),
  facets: z
    .array(z.enum(SEARCH_FACETS))
    .default(['car_type', 'make', 'make_model', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'city'])
    .describe('Filters shown, in order'),
  popularMakes: z.array(text).default([]).describe('Makes listed first in the make filter and dropdown'),
  customBodies: z.boolean().default(false).describe('List 20 body types before "Show all body types" instead of 4'),
  truckBodyAs: z.enum(['ute', 'lightTruck']).default('ute').describe('Which body image a truck uses'),
  showMeCountFrom: z.enum(['facets', 'inStock']).default('facets').describe('Facet total used when the count is capped'),
  overrideCity: text.optional().describe('override_city: city shown instead of the car city'),
  wantYourCarPosition: z
    .number()
    .int()
    .min(1)
    .nullable()
    .default(C.WANT_YOUR_CAR_PROMO_POSITION)
    .describe('Position of the "We want your car" card; null hides it'),
  randomFirstPromoPosition: z.boolean().default(false).describe('First promo lands between its position and position + 2'),
  randomPromoOrder: z.boolean().default(false),
  promoTiles: z.array(promoTileSchema).default([]),
}).prefault({});

// ---------------------------------------------------------------- vehicle page

const vehicleSchema = obj({
  defaultViewMode: z.enum(VIEW_MODES).default('spinner'),
  spinAutoRotate: z.boolean().default(false),
  reserveRoute: z.enum(['checkout', 'buy-online']).default('checkout').describe('/cars/{slug}/checkout or /cars/{slug}/buy-online'),
  reservation: z.boolean().default(true).describe('Reserve online with a deposit'),
  reservationFee: z.boolean().default(false).describe('Reservation fee flag; the deposit text stays $200'),
  onlinePurchase: z.boolean().default(false).describe('/checkout-journey Online Purchase'),
  enquiryAction: z.enum(['enquire', 'openAutobot']).default('enquire').describe('Enquire Now, or Instant Message opening the chat assistant'),
  phoneStartsRevealed: z.boolean().default(false),
  copyLinkStyle: z.enum(['inline', 'toast']).default('inline').describe('"Copied" for 1.5 s, or a toast for 3 s'),
  stickyCtaHiddenLocationIds: z.array(id).default([]).describe('Locations whose cars hide the mobile call-to-action bar, e.g. [793]'),
  hideTestDriveWhenComingSoon: z.boolean().default(false),
  favourites: z.boolean().default(true).describe('Shoppers can save cars to a watchlist'),
  compare: z.boolean().default(true).describe('Shoppers can compare up to 4 cars side by side at /compare, signed in or not'),
  favouritesStrict: z.boolean().default(false).describe('Also hide Favourite for non-used cars, price <= 0 or no images'),
  certifiedBadge: obj({ make: text, image: url })
    .nullable()
    .default(null)
    .describe('Certified pre-owned badge for one make; shown when certified, this is set and the car is not sold'),
  preOwnedLabel: z.boolean().default(false).describe('Show "Pre-Owned" for used cars'),
  soldTagLabel: text.default(C.TAG_LABELS.sold).describe('e.g. "Just Sold" at one tenant'),
  usedCarGuarantee: z.boolean().default(false).describe('48 hour money back and the 14-day return terms'),
  print: z.boolean().default(true),
  historyReports: z.boolean().default(true),
  priceGauge: z.boolean().default(true),
  deliveryCalculator: z.boolean().default(true),
  fuelCalculator: z.boolean().default(true),
  videoHost: url.default('https://www.youtube.com/embed/').describe('Videos starting with this are embedded; others play as files'),
  deliveryRegions: z
    .array(obj({ region: text, from: z.number().int().min(0).max(9999), to: z.number().int().min(0).max(9999), price: money }))
    .default([])
    .describe('Postcode ranges and delivery prices; empty uses the built-in indicative table'),
}).prefault({});

// ---------------------------------------------------------------- finance

const financeProviderSchema = obj({
  key: slugSchema.describe("Key of the car's finance_lenders entry for this provider"),
  name: text,
  eligibility: obj({
    maxAgeYears: z.number().int().positive().nullable().default(null).describe('Year must be newer than this year minus N (12 for one provider)'),
    minPrice: money.nullable().default(null).describe('Price must be above N (500 for some providers)'),
    requires: z.array(z.enum(FINANCE_REQUIREMENTS)).default([]),
  }).prefault({}),
  establishmentFee: money.default(0).describe('Used when the lender record has none (1360.5 and 1300 for two providers)'),
  amountMin: money.default(C.FINANCE_AMOUNT_MIN).describe('5000 for one provider'),
  interestMin: z.number().min(0).max(30).default(C.FINANCE_INTEREST_MIN),
  interestMax: z.number().min(0).max(30).default(C.FINANCE_INTEREST_MAX),
  roundDownUnderCarWeekly: z.boolean().default(false).describe("Round the repayment down when that keeps it under the car's weekly figure"),
  comparisonRange: obj({ min: text, max: text }).nullable().default(null).describe('Fixed comparison range instead of parsing the disclaimer'),
  quotes: z.boolean().default(false).describe('Ask the quote endpoint (/api/youx/quote) for cars without a quote'),
  creditCheck: z.boolean().default(false).describe('Finance with a credit check, which may be gated'),
});

const financeSchema = obj({
  provider: financeProviderSchema.nullable().default(null),
  route: z.enum(FINANCE_ROUTES).default('/finance'),
  defaultLink: url.nullable().default(null).describe('A configured finance link replacing the finance route'),
  calculator: obj({
    enabled: z.boolean().default(true),
    variant: z.enum(['page', 'sidebar']).default('page').describe('Sidebar variant allows up to $250,000 and defaults to 5 years'),
    showForUnavailableCars: z.boolean().default(false),
    amountMax: money.default(C.FINANCE_AMOUNT_MAX),
    maxFollowsExpensiveCar: z.boolean().default(false).describe('Max becomes 105% of the price for cars over $100,000'),
    defaultAmountFromPrice: z.boolean().default(false),
    defaultTermYears: z.number().min(1).max(7).default(C.FINANCE_DEFAULT_TERM),
    termMax: z.number().min(1).max(7).default(C.FINANCE_TERM_MAX),
    termOptions: z.array(z.number().positive()).default([]).describe('A custom list of year increments instead of the slider'),
    defaultInterest: z.number().min(0).max(30).default(C.FINANCE_DEFAULT_INTEREST).describe('10 site-wide; 8.5 on another tenant'),
    interestDisabled: z.boolean().default(false),
    feeList: z
      .array(obj({ label: text, amount: money }))
      .default([])
      .describe('Fee list variant, e.g. Establishment $395'),
    sampleRate: z.number().default(C.FINANCE_SAMPLE_RATE),
    sampleComparisonRate: z.number().default(C.FINANCE_SAMPLE_COMPARISON_RATE),
  }).prefault({}),
  box: obj({
    enabled: z.boolean().default(true),
    hiddenForManufacturers: z.array(text).default([]).describe('Manufacturer names or slugs whose single-brand sites hide the finance box'),
    hiddenForDealershipIds: z.array(id).default([]),
    availableBanner: z.boolean().default(false).describe('Finance-available banner on the vehicle page'),
  }).prefault({}),
  getFinanceNowModal: z.boolean().default(false).describe('Get Finance Now opens a "Finance Enquiry" modal'),
  disclaimer: z.string().default(''),
}).prefault({});

// ---------------------------------------------------------------- forms

const [EMBEDDED_VALUATION, HTTP_VALUATION] = VALUATION_PROVIDERS;
const valuationProviderSchema = z
  .discriminatedUnion('provider', [
    obj({
      provider: z
        .literal(EMBEDDED_VALUATION)
        .describe('No valuation service: the team follows up with an offer (the demo shows a sample offer, marked as such)'),
    }),
    obj({
      provider: z.literal(HTTP_VALUATION).describe('A valuation service over HTTP'),
      url: z
        .string()
        .regex(/^https?:\/\/[^\s/]+[^\s]*$/, 'Must be an absolute http(s) URL like https://valuations.example.com/v1/value')
        .describe(
          'POSTed { rego, regoState, kms } as JSON; answers { vehicle: { year, make, model }, offer_price } with offer_price null for no online estimate',
        ),
      apiKeyEnv: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]*$/, 'Must be an environment variable name like HARBOURSIDE_VALUATION_KEY')
        .optional()
        .describe('Name of the environment variable holding the API key, sent as a bearer token; the key itself never goes in the config'),
      timeoutMs: z
        .number()
        .int()
        .min(500)
        .max(30_000)
        .default(8000)
        .describe('How long the server waits for a valuation before telling the shopper to try again'),
    }),
  ])
  .default({ provider: EMBEDDED_VALUATION })
  .describe('Who values trade-ins, e.g. { "provider": "http", "url": "https://valuations.example.com/v1/value", "apiKeyEnv": "HARBOURSIDE_VALUATION_KEY" }');

const formsSchema = obj({
  submitText: z.enum(ENQUIRY_SUBMIT_TEXTS).default('Enquire Now'),
  messageRequired: z.boolean().default(true),
  hideOptIn: z.boolean().default(false),
  requireTerms: z.boolean().default(false).describe('"* You must agree to the terms of use before submitting the form."'),
  showRego: z.boolean().default(true),
  showTradeInQuestion: z.boolean().default(true),
  categories: z.array(text).min(1).default(['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry', 'Careers Enquiry']),
  additionalServices: z.array(text).default([]),
  defaultState: z.enum(AU_STATES).optional().describe("The trade-in wizard's first rego state; the primary location's state when absent"),
  saveValuation: z.boolean().default(false).describe('POST valuations to /api/miscellaneous'),
  highMoneyRange: z.boolean().default(false).describe('Money quick picks $300,000 to $800,000 instead of $5,000 to $70,000'),
  tradeIn: z.boolean().default(true).describe('Trade-in valuation wizard and /trade-in pages'),
  valuation: valuationProviderSchema,
}).prefault({});

// ---------------------------------------------------------------- reviews, offers, brands

const reviewsSchema = obj({
  enabled: z.boolean().default(true),
  minimumRating: z.number().min(1).max(5).default(C.REVIEWS_MINIMUM_RATING),
  cardMinimumAverage: z.number().min(0).max(5).default(C.REVIEWS_MINIMUM_RATING).describe('Ratings show on cards above this average'),
  hiddenReviewerNames: z.array(text).default([]),
  hiddenReviewIds: z.array(id).default([]),
  listLimit: z.number().int().min(1).default(C.REVIEWS_LIST_LIMIT),
  items: z
    .array(
      obj({
        id,
        customer_name: text.optional(),
        text,
        rating: z.number().int().min(1).max(5),
        date: isoDate,
        reply_text: text.optional(),
        location_id: id.optional().describe('Absent means the review is about the whole site'),
      }),
    )
    .default([])
    .describe('The site\'s own reviews (reviews.provider "config"), newest first; with none, and no provider, the reviews block is left out'),
  provider: z
    .discriminatedUnion('provider', [
      obj({ provider: z.literal(REVIEW_PROVIDERS[0]).describe("reviews.items, under the locations' own average_rating and review_count") }),
      obj({
        provider: z
          .literal(REVIEW_PROVIDERS[1])
          .describe("Google Places (API New) place details of each location's address.place_id: its reviews, rating and count"),
        apiKeyEnv: z
          .string()
          .regex(/^[A-Z][A-Z0-9_]*$/, 'Must be an environment variable name like HARBOURSIDE_PLACES_KEY')
          .describe('Name of the environment variable holding the Places API key; the key itself never goes in the config'),
      }),
    ])
    .default({ provider: REVIEW_PROVIDERS[0] }),
}).prefault({});

const offersSchema = obj({
  enabled: z.boolean().default(true),
  enquireLabel: text.default('Enquire Now'),
  enquireOpensWebChat: z.boolean().default(false).describe('Enquire opens the web chat widget when present'),
  exemptOfferIds: z.array(id).default([]).describe('Offers shown even when they exclude this site'),
  exemptionEnabled: z.boolean().default(false),
  items: z
    .array(
      obj({
        id,
        name: text,
        category: text.default('Offer').describe('e.g. "Finance"'),
        description: z.string().default('').describe('HTML; sanitised on the server before any page shows it'),
        disclaimer: z.string().default(''),
        image_url: url.optional(),
        manufacturer: text.optional(),
        model: obj({ name: text, slug: slugSchema, override_url: url.optional() }).optional(),
        excluded_website_ids: z.array(id).default([]),
      }),
    )
    .default([])
    .describe("The site's offers; with none, offer blocks are left out (the demo shows sample offers, marked as such)"),
}).prefault({});

const brandsSchema = obj({
  directory: z.boolean().default(false).describe('/brands directory with the four brand groups and the stats banner'),
  stats: z
    .array(obj({ value: text, label: text }))
    .max(4)
    .default([])
    .describe('The stats banner on /brands, e.g. [{ "value": "50+", "label": "Locations" }, { "value": "40+", "label": "Brands" }]; empty hides it'),
  groups: z
    .array(
      obj({
        group: z.enum(BRAND_GROUPS),
        brands: z.array(
          obj({
            name: text,
            slug: slugSchema,
            logo: url.optional(),
            websiteUrl: url.optional(),
            description: z.string().optional().describe("The brand page's introduction"),
            bannerImage: url.optional().describe('Brand page banner, shown at 1920x540'),
            skipPage: z.boolean().default(false).describe("The directory tile links straight to the brand's stock, with no brand page"),
            models: z
              .array(obj({ name: text, slug: slugSchema, image: url.optional() }))
              .default([])
              .describe("Model tiles on /{brand}/overview, each linking to the model's stock; a brand with models gets that page"),
          }),
        ),
      }),
    )
    .default([]),
  linkToDealershipWebsite: z.boolean().default(false).describe('Brand banners link to the dealership website instead of /brands/{slug}'),
  ownBrands: z
    .array(
      obj({
        name: text,
        path: text.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a one-segment site path like "/twg-rental"').describe("The brand's page, e.g. /twg-rental"),
        logo: url.optional(),
        paragraphs: z.array(text).default([]).describe('The page copy; pages.copy for the same slug wins'),
      }),
    )
    .default([])
    .describe("The group's own brands (e.g. TWG Rental at /twg-rental): tiles in the directory's own-brand group, each with a copy page at its path"),
  warrantyYears: z
    .record(z.string(), z.union([z.literal(3), z.literal(5), z.literal(7)]))
    .default({})
    .describe('Warranty years by make slug'),
}).prefault({});

// ---------------------------------------------------------------- account, locations, media

const accountSchema = obj({
  garage: z.boolean().default(false).describe('garage_enabled: signed-in garage pages'),
  garagePath: z.enum(GARAGE_PATHS).default('/my-garage'),
  gatedRoutes: z.array(z.enum(GATEABLE_ROUTES)).default([]).describe('Routes that send signed-out visitors to /sign-in'),
  spinToWin: z.boolean().default(false).describe('/spin-to-win: the promotion copy (pages.copy["spin-to-win"]) and an entry form'),
  onlinePayment: z.boolean().default(false).describe('/online-payment: the payment copy (pages.copy["online-payment"]) and a payment-reference form'),
}).prefault({});

const locationOptionsSchema = obj({
  contactPathPrefix: z.enum(['/contact-us', '/our-location']).default('/contact-us'),
  hiddenNamePattern: z.string().nullable().default(null).describe('Regular expression; matching location names are hidden'),
  pickerExcludeIds: z.array(id).default([]),
  closedText: z.enum(CLOSED_HOURS_TEXTS).default('Closed'),
  specialHours: z.array(specialHourSchema).default([]),
  salesServiceTabs: z.boolean().default(false),
  allLocationsMap: z.boolean().default(false).describe('Location blocks with several locations show them all on one map above the grid'),
}).prefault({});

const mapsSchema = obj({
  provider: z.enum(MAP_PROVIDERS).default('embedded'),
  apiKey: z.string().default(''),
  zoom: z.number().int().min(1).max(20).default(C.MAP_DEFAULT_ZOOM),
}).prefault({});

const imagesSchema = obj({
  host: url.default('/media').describe('Image host; the server renders sample media locally'),
  quality: z.number().int().min(1).max(100).default(C.IMAGE_DEFAULT_QUALITY),
  widthInPath: z.boolean().default(false),
}).prefault({});

// ---------------------------------------------------------------- look and copy

const themeSchema = obj({
  primary: colour.default('#0b3d91'),
  secondary: colour.default('#f2a900'),
  text: colour.default('#1b1f24'),
  background: colour.default('#ffffff'),
  font: z
    .string()
    .regex(/^[A-Za-z0-9 ,"'-]+$/, 'Must be a CSS font list like "Inter", system-ui, sans-serif')
    .default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif')
    .describe("The system fonts behind the pairing's own (all the site uses with fonts: system)"),
  fonts: z
    .enum(FONT_PAIRINGS)
    .default('inter')
    .describe('Heading and body fonts, served by the site itself: inter, montserrat-inter (Montserrat headings), barlow-inter (Barlow headings) or system'),
  typeScale: z.number().min(1.1).max(1.5).default(1.25).describe('Ratio between heading sizes: 1.2 is quiet, 1.333 bold'),
  radius: z.number().min(0).max(32).default(6),
  density: z.enum(THEME_DENSITIES).default('comfortable').describe('Spacing of blocks, cards and forms'),
  shadow: z.enum(THEME_SHADOWS).default('soft').describe('Depth of cards, menus and dialogs'),
}).prefault({});

const socialSchema = obj({
  facebook: url.optional(),
  instagram: url.optional(),
  youtube: url.optional(),
  tiktok: url.optional(),
  linkedin: url.optional(),
}).prefault({});

const homeSchema = obj({
  heroTitle: text.default('Find your next car'),
  heroSubtitle: z.string().default(''),
  heroImage: url.optional(),
  heroScene: z
    .enum(HERO_SCENES)
    .optional()
    .describe("The drawn hero picture when there is no heroImage; the template's (a group's line-up, a brand's spotlight) when absent"),
  modelTiles: z
    .enum(['image', 'text'])
    .default('image')
    .describe("Home page model tiles: each model's picture (navigation.models[].image, else a drawing of its body) or its name only"),
  salesCounter: z.boolean().default(false).describe("'Sales this Month' counter"),
  threeFeatureBanner: z.boolean().default(true),
  budgetFinder: z.boolean().default(true),
  priceRangeSlider: z.boolean().default(true).describe('Price range slider block ($5,000 to $250,000) searching dearest first'),
  announcement: obj({ text, href: url.optional() }).nullable().default(null),
}).prefault({});

const textsSchema = obj({
  noPrice: text.default(C.NO_PRICE_TEXT),
  aboutUs: z.string().default(''),
  privacyTimelines: z.boolean().default(false).describe('Complaint acknowledged in 7 days, resolved in 30; access in 30'),
}).prefault({});

const contentPagesSchema = obj({
  service: z.boolean().default(true),
  parts: z.boolean().default(true),
  blog: z.boolean().default(false),
  blogUrl: url.optional(),
  blogCards: z
    .array(obj({ href: url, heading: text, image: url.optional(), date: isoDate, category: slugSchema.optional().describe('e.g. buyer-advice') }))
    .default([])
    .describe("Blog cards linking to the dealer's articles, newest first; with none, the blog tiles are left out"),
  fleet: z.boolean().default(false),
  faqs: z.boolean().default(true),
  warranty: z.boolean().default(false),
  roadsideAssistance: z.boolean().default(false),
  prepaidMaintenance: z.boolean().default(false),
  budget: z.boolean().default(false).describe('/budget page: the budget finder with the call-back lead form (4-digit postcode)'),
  extraPages: z.array(slugSchema).default([]).describe('/pages/{slug} pages, e.g. service-benefits'),
  topLevelPages: z
    .array(slugSchema)
    .default([])
    .describe('Copy pages at /{slug}, e.g. diamond-advantage, ultratek, autopact-handback-guarantee, autopact-protection-plan'),
  copy: z
    .record(slugSchema, obj({ title: text, paragraphs: z.array(text).min(1) }))
    .default({})
    .describe(
      'Copy for content pages by slug (about-us, fleet, terms-and-conditions, an extra page…); a page without it has no copy (the demo shows sample copy, marked as such)',
    ),
}).prefault({});

// ---------------------------------------------------------------- instant message

const chatSchema = obj({
  staffActiveMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10)
    .describe('Staff count as available to chat when one of them was active this many minutes ago; else the chat takes a message, which becomes a lead'),
  widgetScript: z
    .url({ protocol: /^https$/ })
    .optional()
    .describe(
      "A third-party chat widget's script, loaded on this site's pages (and allowed by its Content-Security-Policy) instead of the Instant Message panel",
    ),
}).prefault({});

// ---------------------------------------------------------------- lead delivery (server-side only)

const emailAddress = z.string().regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/, 'Must be an e-mail address like leads@bayside.example.com');
/** A webhook receives shoppers' details, so it must be HTTPS; plain http only to this machine, for a receiver beside the server. */
const webhookUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => value.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(value), 'Must be an https:// URL');
const environmentName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'Must be the name of an environment variable, like BAYSIDE_WEBHOOK_SECRET');
/** Which leads a target takes: every lead when both are absent. */
const deliveryPicks = {
  categories: z.array(z.enum(LEAD_DELIVERY_CATEGORIES)).min(1).optional().describe("Only leads for these departments, from the lead's kind and category"),
  locations: z.array(id).min(1).optional().describe("Only leads for these location ids: the one the shopper chose, else the car's"),
};

const deliveryTargetSchema = z.discriminatedUnion('type', [
  obj({
    type: z.literal('email'),
    to: z.array(emailAddress).min(1).describe('Inboxes or CRM intake addresses'),
    format: z.enum(['adf', 'text']).default('adf').describe('adf: ADF/XML for a CRM; text: a readable summary for people'),
    ...deliveryPicks,
  }),
  obj({
    type: z.literal('webhook'),
    url: webhookUrl.describe('Receives a JSON POST of each lead, signed in the Dealer-Signature header'),
    secretEnv: environmentName.describe('Environment variable holding the signing secret; the secret itself never goes in this file'),
    ...deliveryPicks,
  }),
]);

/** Where the dealer's leads go. Read by the server when it starts; never compiled into a site or sent to a page. */
const leadsSchema = obj({
  delivery: z.array(deliveryTargetSchema).default([]).describe('Every target whose categories and locations match gets the lead'),
}).prefault({});

// ---------------------------------------------------------------- the tenant

export const tenantSchema = obj({
  $schema: z.string().optional(),
  slug: slugSchema,
  id: id.describe('Website id sent with view counts and phone reveals'),
  name: text.describe('Dealer or group name shown on the site'),
  template: z.enum(TEMPLATES),
  url: url.optional(),
  timeZone: z.string().default('Australia/Brisbane').describe('IANA time zone for dates, opening and holiday hours'),
  domains: z.array(text.regex(/^[a-z0-9.-]+$/, 'Must be a host name like bayside.example.com')).default([]),
  logo: imageSchema.optional(),
  manufacturer: obj({ name: text, slug: slugSchema, id: id.optional() })
    .nullable()
    .default(null)
    .describe('The one manufacturer of a single-brand site; null for multi-brand'),
  dealershipGroup: text.optional(),
  itemTypes: z.array(z.enum(ITEM_TYPES)).min(1).default(['car']),
  carTypes: z.array(z.enum(CAR_TYPES)).min(1).default(['new', 'demo', 'used']),
  locations: z.array(locationSchema).min(1),
  dealerships: z.array(dealershipSchema).default([]),
  dealershipWebsites: z.array(dealershipWebsiteSchema).default([]),
  phones: obj({
    main: phone,
    byCarType: obj({ new: phone.optional(), used: phone.optional(), demo: phone.optional() }).prefault({}).describe('Call-tracking numbers by car type'),
  }),
  navigation: navigationSchema,
  theme: themeSchema,
  social: socialSchema,
  home: homeSchema,
  texts: textsSchema,
  pages: contentPagesSchema,
  search: searchSchema,
  vehicle: vehicleSchema,
  finance: financeSchema,
  forms: formsSchema,
  reviews: reviewsSchema,
  offers: offersSchema,
  brands: brandsSchema,
  account: accountSchema,
  locationOptions: locationOptionsSchema,
  maps: mapsSchema,
  images: imagesSchema,
  subscriptions: z.boolean().default(false).describe('offers_subscription: subscription prices and sorts'),
  chatAssistant: z.boolean().default(false).describe('Instant Message chat assistant'),
  chat: chatSchema,
  leads: leadsSchema,
}).meta({ title: 'Tenant', description: 'A dealer-gen tenant: one dealership website.' });

/** What a person writes in tenants/<slug>.json. */
export type TenantInput = z.input<typeof tenantSchema>;
/** The config with every default filled, as the generator and runtime see it. */
export type Tenant = z.output<typeof tenantSchema>;
export type Location = Tenant['locations'][number];
/** Where a tenant's leads go: server-side only. */
export type LeadDeliveryTarget = Tenant['leads']['delivery'][number];
/** The config a site is built with: everything but what only the server may know. */
export type SiteConfig = Omit<Tenant, 'leads'>;
export type FinanceProvider = NonNullable<Tenant['finance']['provider']>;
export type PromoTile = Tenant['search']['promoTiles'][number];
