/**
 * Business constants from the product specs, each named once, that the runtime reads directly.
 * The defaults of tenant options live with the schema, in schema/constants.ts.
 */

// Search
export const DIRECTORY_HITS_PER_PAGE = 21;
export const DIRECTORY_CACHE_LIMIT = 10;
export const SHOW_ME_COUNT_CAP = 1999;
export const SEARCH_BOX_DEBOUNCE_MS = 300;
export const RANGE_SLIDER_DEBOUNCE_MS = 400;
export const MAKE_LIST_VISIBLE = 7;
export const MAKE_DROPDOWN_POPULAR_SPLIT = 20;
export const MAKE_MODEL_FACET_LIMIT = 30;
export const CITY_FACET_LIMIT = 20;
export const DEALERSHIP_FACET_LIMIT = 40;
export const BODY_FACET_LIMIT = 4;
export const BODY_FACET_LIMIT_CUSTOM = 20;
export const RANGE_DEFAULT_MIN = 0;
export const RANGE_DEFAULT_MAX = 100_000;
export const RANGE_SNAP = 1000;
export const RANGE_STEPS = 100;
export const SEARCH_HISTORY_LIMIT = 5;
export const PROMO_RANDOM_SPREAD = 2;
export const NEW_ARRIVAL_DAYS = 8;

// Similar cars
export const SIMILAR_CARS_LIMIT = 6;
export const SIMILAR_CARS_QUERY_LIMIT = 10;
export const SIMILAR_PRICE_SPLIT = 50_000;
export const SIMILAR_PRICE_BAND_LOW = 10_000;
export const SIMILAR_PRICE_BAND_HIGH = 25_000;
export const SIMILAR_LOAD_MARGIN_PX = 500;

// Vehicle detail
export const DEALER_COMMENTS_CUT = 400;
export const FINANCE_DISCLAIMER_CUT = 197;
export const STICKY_HEADER_SCROLL_PX = 500;
export const STICKY_CTA_OPEN_SCROLL_PX = 900;
export const THUMBNAILS_MIN_IMAGES = 4;
export const PRIORITY_IMAGES = 2;
export const LIST_ITEMS_BEFORE_SHOW_ALL = 8;
export const SPECS_BEFORE_SHOW_MORE = 4;
export const SPIN_PX_PER_FRAME = 20;
export const MAIN_IMAGE_WIDTH = 600;
export const MAIN_IMAGE_HEIGHT = 400;
export const SHARE_WINDOW_WIDTH = 550;
export const SHARE_WINDOW_HEIGHT = 400;
export const COPY_NOTICE_MS = 1500;
export const TOAST_MS = 3000;
export const ANIMATION_MS = 300;
export const COUNT_UP_MS = 1000;
export const PHONE_VISIBLE_CHARS = 5;

// Price gauge
export const GAUGE_MIN_CONFIDENCE = 0.2;
export const GAUGE_LOW_UNDER = 0.3;
export const GAUGE_MEDIUM_UNDER = 0.6;
export const GAUGE_GOOD_DEAL_UNDER = 0.65;
export const GAUGE_ANIMATION_MS = 2500;
export const GAUGE_DASH_LENGTHS = [515, 424.115] as const;
export const BELOW_MARKET_MARGIN = 499;

// Finance
export const FINANCE_FREQUENCIES = { wk: 52, fn: 26, mo: 12 } as const;
export const FINANCE_AMOUNT_MIN_HIGH = 5000;
export const FINANCE_AMOUNT_MAX_SIDEBAR = 250_000;
export const FINANCE_AMOUNT_STEP = 500;
export const FINANCE_EXPENSIVE_CAR_FACTOR = 1.05;
export const FINANCE_TERM_MIN = 1;
export const FINANCE_TERM_STEP = 0.5;
export const FINANCE_INTEREST_STEP = 0.5;
export const FINANCE_DEPOSIT_MAX = 250_000;
export const FINANCE_DEPOSIT_STEP = 0.5;
export const FINANCE_DEFAULT_AMOUNT = 30_000;
export const FINANCE_ENQUIRE_THRESHOLD = 25;
export const FINANCE_COMPARISON_FALLBACK = ['8.38%', '19.42%'] as const;
export const FINANCE_COMPARISON_BASIS = { years: 5, amount: 30_000 } as const;
export const FUEL_ECONOMY_DEFAULT = 10;
export const FINANCE_PROVIDER_MIN_PRICE = 500;
export const FINANCE_PROVIDER_MAX_AGE_YEARS = 12;
export const FINANCE_DEFAULT_TERM_SIDEBAR = 5;
export const ENQUIRE_FOR_FINANCE_TEXT = 'Enquire for Finance';
export const FINANCE_AMOUNT_BOUNDS_MESSAGE = 'Cannot be less than {min} or more than $250,000';
export const FINANCE_FIXED_NOTE = { termYears: 5, depositPercent: 10, finalPaymentPercent: 30 } as const;
export const SHOW_MORE_TEXT = 'Show More';
export const SHOW_LESS_TEXT = 'Show Less';
export const PREORDER_TEXT = 'PREORDER';
export const OFFER_PRICE_MIN = 10;
export const GAUGE_WORDING = { good: 'Good Deal', great: 'Great Deal' } as const;
export const DELIVERY_MESSAGES = {
  emptyPostcode: 'Please enter a postcode.',
  notFound: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

// Budget finder
export const BUDGET_TERM_YEARS = 5;
export const BUDGET_INPUT_MAX = 1_000_000;
export const BUDGET_DEFAULT_REPAYMENT = { monthly: 600, weekly: 200 } as const;
export const BUDGET_DEFAULT_DEPOSIT = 2000;
export const BUDGET_FALLBACK_MAX_PRICE = 100_000;
export const PRICE_SLIDER_STEP = 500;
export const PRICE_SLIDER_DEFAULTS = { min: 5000, max: 250_000 } as const;

// Reservation and guarantees
export const RESERVATION_DEPOSIT = 200;
export const RESERVATION_HOLD_HOURS = 48;
export const USED_CAR_RETURN_DAYS = 14;
export const USED_CAR_RETURN_MAX_KM = 500;

// Site
export const REVIEWS_GOOGLE_QUANTITY = 12;
/** The spec's sample reviews block; only the demo's sample content shows it. */
export const REVIEWS_SAMPLE_AGGREGATE = { count: 396, averageRating: 4.5 } as const;
export const VALUED_CAR_MIN_PRICE = 200;
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
export const SALES_COUNTER_PER_DAY = 192;
export const SALES_COUNTER_SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2000;
export const DESCRIPTION_CUT = 160;
export const DESCRIPTION_TOGGLE_OVER = 200;
export const DISCLAIMER_CUT = 200;
export const IMAGE_DEFAULT_WIDTH = 640;
export const EARTH_RADIUS_KM = 6371;
export const POSTCODE_LENGTH = 4;
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const MONEY_QUICK_PICKS = { standard: [5000, 70_000], high: [300_000, 800_000] } as const;
/** The km field's suffix, beside the input and not part of its value. */
export const KM_FIELD_SUFFIX = ' kms';

// Analytics event ids
export const EVENTS = {
  carView: 4,
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  testDrive: 17,
  usedCarTestDrive: 48,
  tradeInOffer: 18,
  phoneClick: 25,
  financeCalculatorChange: 26,
  favourite: 39,
  searchView: 49,
  historyReport: 60,
  print: 61,
  defaultForm: 22,
  careers: 51,
  financeEnquiryModal: 9,
} as const;

// Site rules (runtime/site): wording and sizes the spec fixes
export const SITE_TIME_ZONE = 'Australia/Brisbane';
export const SOLD_MESSAGE = 'SOLD';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
export const CAR_BANNER_LABELS = { electric: 'Electric', hybrid: 'Hybrid', reserved: 'Reserved', preOwned: 'Pre-Owned' } as const;
export const DEALER_COMMENTS_PENDING = 'Dealer comments for this car are coming soon.';
export const MISSING_PHONE_WARNING = 'No dealer phone configured';
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAYS_FOLDED_LABEL = 'Mon-Fri';
/** What a location without opening hours shows, with its phone, in place of an empty hours list. */
export const CALL_FOR_HOURS_TEXT = 'Call for hours';
export const REVIEW_TRANSLATED_MARKER = 'Translated';
export const REVIEW_STARS = 5;
export const LOCATION_NAME_SUFFIXES = [' - Sales', ' - Service', ' - Parts'] as const;
export const LOCATION_GRID_FOUR_COLUMNS_FROM = 3;
export const MANUFACTURER_SLUG_EXCEPTIONS: Readonly<Record<string, string>> = { GWM: 'gwm-haval', 'KGM SsangYong': 'kgm-ssangyong' };
export const EXPLORE_MODEL_LABEL = 'Explore {model}';
export const ELLIPSIS = '...';
export const SIGN_IN_PATH = '/sign-in';
export const SALES_COUNTER_TITLE = 'Sales this Month';
export const IMAGE_SIZES = {
  offer: { width: 375, height: 250 },
  location: { width: 534, height: 356 },
  promotionsSlider: { width: 1920, height: 540 },
  map: { width: 600, quality: 75 },
} as const;
export const IMAGE_NOT_FOUND_KEY = 'placeholders/not-found.svg';
export const BRAND_FALLBACK_LOGO_KEY = 'placeholders/brand.svg';

// Search paths and texts
export const SPECIAL_OFFERS_PATH = '/special-offers';
export const ALL_CAR_TYPES_SEARCH_SEGMENT = 'new-used-and-demo-cars';
export const NO_RESULTS_TITLE = 'No Results Available';
export const NO_RESULTS_OFFERS_TEXT = 'There appears to be no offers currently available that meet the conditions of your search';
export const NO_RESULTS_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.';
export const CLEAR_FILTERS_TEXT = 'Clear Filters';
export const SHOW_ALL_MAKES_TEXT = 'Show all makes';
export const SHOW_FEWER_MAKES_TEXT = 'Show fewer makes';
export const SHOW_ALL_BODY_TYPES_TEXT = 'Show all body types';
export const SHOW_FEWER_BODY_TYPES_TEXT = 'Show fewer body types';
export const POPULAR_MAKES_TEXT = 'Popular makes';
export const ALL_MAKES_TEXT = 'All makes';
export const SHOW_ME_TEXT = 'Show Me {count} {cars}';
export const SIMILAR_CARS_TITLE = 'Similar {carType}s {availability}';
export const SIMILAR_CARS_AVAILABILITY = { inStock: 'In-Stock', available: 'Available' } as const;
export const CAR_TYPE_NAMES = { new: 'New Car', demo: 'Demo Car', used: 'Used Car' } as const;
/** What a car type's "Car" becomes for other items: "Used Caravan", "New Motorcycle". */
export const ITEM_TYPE_NAMES = { car: 'Car', motorcycle: 'Motorcycle', caravan: 'Caravan' } as const;
export const BUDGET_VIEW_TEXT = 'View {carType}s In This Range';
export const BUDGET_NONE_FOUND_TEXT = '0 {carType}s Found';
export const BUDGET_NO_RESULTS_TEXT = 'No {carType}s found for this budget';

// Site pages: fixed copy and behaviour from site-pages-and-forms.md
export const USED_CAR_MONEY_BACK_HOURS = 48;
export const TRADE_IN_ESTIMATE_LIMITS = { years: 7, km: 100_000 } as const;
export const PRIVACY_TIMELINES = { complaintAcknowledgedDays: 7, complaintResolvedDays: 30, accessDays: 30 } as const;
export const OUR_LOCATIONS_TITLE = 'Our Locations';
export const PAYMENT_ICONS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
export const WE_ACCEPT_TEXT = 'We accept:';
export const BRAND_GROUP_TITLES = { car: 'Car brands', motorcycle: 'Motorcycle brands', truck: 'Truck brands', 'own-brand': 'Our own brands' } as const;

// Vehicle detail page texts
export const CTA_LABELS = { reserve: 'Reserve Car Now', enquire: 'Enquire Now', openAutobot: 'Instant Message', callUsNow: 'Call Now' } as const;
export const COPIED_TEXT = 'Copied';
export const COPIED_TOAST_TEXT = 'Copied {car name} to your clipboard!';
export const PDF_PREPARING_TEXT = 'Preparing...';
export const VEHICLE_LOCATION_TEXT = 'Vehicle Location';
export const SHOW_ALL_TEXT = 'Show All';
export const PHONE_CLICK_LABELS = { new: 'New Car', used: 'Used Car' } as const;
export const FINANCE_ENQUIRY_TITLE = 'Finance Enquiry';
