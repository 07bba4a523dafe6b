/**
 * A car (or motorcycle, or caravan) as the search index holds it: the vehicle fields of the
 * vehicle-search spec §3 plus the listing fields of the site-pages spec §3 and the attributes
 * search filters, sorts and ranks on. Stock import validates every row against this schema and
 * the server configures its index with `carIndexSettings`, so both agree on attribute names.
 * Objects are strict so a typo in a feed column is reported instead of silently indexed.
 */
import { z } from 'zod';
import { CAR_HIT_ATTRIBUTES } from './car-hit.ts';
import { SEARCH_CUSTOM_RANK_SORT } from './constants.ts';
import { CAR_STATUSES, CAR_TYPES, ITEM_TYPES } from './lists.ts';

const obj = z.strictObject;
const text = z.string().min(1);
const url = z.string().regex(/^(https?:\/\/[^\s/]+|\/)[^\s]*$/, 'Must be an absolute http(s) URL or a site path starting with /');
const id = z.number().int().positive();
const count = z.number().int().min(0);
const money = z.number().min(0);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be lowercase letters and digits separated by single hyphens');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'Must be an ISO date like 2025-07-01 or 2025-07-01T09:30:00Z');

/** Fields that real feeds leave out or send as null. */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();

const imageEntrySchema = z.union([obj({ image: obj({ url, thumb: obj({ url }) }) }), obj({ isVideo: z.literal(true), url })]);

const hotspotSchema = obj({
  description: text,
  anchors: z.array(count).default([]).describe('Spin frames the hotspot is visible on'),
  positions: z.array(
    obj({
      hotspotId: id,
      activeAngle: count.describe('Spin frame this position belongs to'),
      posX: z.number().min(0).max(100).describe('Percent of the image width'),
      posY: z.number().min(0).max(100).describe('Percent of the image height'),
    }),
  ),
});

const carLocationSchema = obj({
  id,
  name: text,
  phone: maybe(z.string()),
  slug,
  city: maybe(z.string()),
  state: maybe(z.string()),
  address: maybe(
    obj({
      street: maybe(z.string()),
      city: maybe(z.string()),
      state: maybe(z.string()),
      postcode: maybe(z.string()),
      place_url: maybe(url),
    }),
  ),
  distribution_locations: z.array(id).default([]),
});

const variantSchema = obj({
  cylinders: maybe(count),
  enginesize: maybe(count).describe('cc'),
  enginesize_litres: maybe(z.number().min(0)),
  induction: maybe(z.string()),
  fuelconsumptioncombined: maybe(z.number().min(0)).describe('L/100km'),
  fuelcapacity: maybe(z.number().min(0)).describe('L'),
  grossvehiclemass: maybe(z.number().min(0)).describe('kg'),
  vehiclelength: maybe(z.number().min(0)).describe('mm'),
  vehicleheight: maybe(z.number().min(0)).describe('mm'),
  vehiclewidth: maybe(z.number().min(0)).describe('mm'),
  towingcapacitybraked: maybe(z.number().min(0)).describe('kg'),
  bodyconfiguration: maybe(z.string()),
  torque: maybe(z.number().min(0)).describe('Nm'),
  ancaprating: maybe(z.number().int().min(0).max(5)),
  geartype: maybe(z.string()),
});

const financeLenderSchema = obj({
  interestRate: maybe(z.number().min(0)),
  comparisonRate: maybe(z.number().min(0)),
  paymentWeek: maybe(money),
  paymentMonth: maybe(money),
  deposit: maybe(money),
  termYears: maybe(z.number().min(0)),
  termMonths: maybe(count),
  termWeeks: maybe(count),
  totalPayable: maybe(money),
  establishmentFees: maybe(money),
  balloon: maybe(money),
  financeProvider: maybe(z.string()),
  disclaimer: maybe(z.string()),
});

export const carSchema = obj({
  // identity and title
  id,
  slug,
  path: maybe(z.string().regex(/^\/[^\s]*$/, 'Must be a site path starting with /')),
  name: maybe(z.string()),
  year: z.number().int().min(1900).max(2100),
  make: text,
  model: text,
  make_model: maybe(z.string()).describe('"Toyota Hilux"'),
  badge: maybe(z.string()),
  series: maybe(z.string()),
  carsales_title: maybe(z.string()),
  item_type: z.enum(ITEM_TYPES).default('car'),
  car_type: z.enum(CAR_TYPES),
  status: z.enum(CAR_STATUSES),
  tag: maybe(z.string()).describe('e.g. "Test Drive Only"'),
  reserved: z.boolean().default(false),
  sold: z.boolean().default(false),
  sold_date_timestamp: maybe(count).describe('Epoch seconds'),
  certified: z.boolean().default(false),
  preorder: z.boolean().default(false),
  show_on_dealer_website: z.boolean().default(true),
  created_at: isoDate,
  custom_rank: z.number().default(0),
  views: count.default(0),
  categories: z.array(text).default([]),

  // prices
  price: money.describe('0 means no price: the site shows its no-price text'),
  before_price: maybe(money),
  offer_price: maybe(money),
  subscription_price: maybe(money),
  weekly_price: maybe(money),
  display_price: maybe(money).describe(
    'The outright price a card shows (an offer price above 10, else the price; 0 for neither), which the price sorts order by; stock import and sample stock work it out, replacing any sent value',
  ),
  price_type: maybe(z.string()),
  price_range: maybe(z.string()),
  weekly_price_range: maybe(z.string()),
  payment_processors: z
    .array(obj({ name: text, amount: money }))
    .default([])
    .describe('Reservation deposit by processor'),
  finance_lenders: z.record(slug, financeLenderSchema).default({}).describe("Keyed by the finance provider's key"),
  youxQuote: maybe(obj({ weeklyRepaymentAmount: maybe(money), comparisonRate: maybe(z.number().min(0)), advertisedRate: maybe(z.number().min(0)) })),
  autograb_data: maybe(obj({ state_average_market_price: maybe(money), average_market_price: maybe(money) })),

  // registration and identifiers
  stocknum: maybe(z.string()),
  vin: maybe(z.string()),
  nvic: maybe(z.string()),
  has_nvic: z.boolean().default(false),
  regplate: maybe(z.string()),
  rego_expiry: maybe(isoDate),
  build_date: maybe(isoDate),
  compliance_date: maybe(isoDate),

  // specifications: `body`, `fuel`, `transmission` and `drive` hold the simple values search facets on
  km: maybe(count),
  colour: maybe(z.string()),
  interior_colour: maybe(z.string()),
  body: maybe(z.string()),
  simple_body: maybe(z.string()),
  bodyconfiguration: maybe(z.string()),
  fuel: maybe(z.string()),
  simple_fuel: maybe(z.string()),
  trans: maybe(z.string()).describe('Full description, e.g. "8 Speed Automatic"'),
  transmission: maybe(z.string()),
  simple_transmission: maybe(z.string()),
  gearnum: maybe(count),
  drive: maybe(z.string()),
  simple_drive: maybe(z.string()),
  seats: maybe(count),
  doors: maybe(count),
  engine_size: maybe(count).describe('cc'),
  engine_size_litres: maybe(z.number().min(0)),
  variant: maybe(variantSchema),
  standardEquipment: z.array(z.string()).default([]),
  features: z.array(z.string()).default([]),
  filtered_features: z.array(z.string()).default([]),

  // caravans
  body_width: maybe(z.number().min(0)).describe('mm'),
  body_length: maybe(z.number().min(0)).describe('mm'),
  tare_weight: maybe(z.number().min(0)).describe('kg'),
  axle_type: maybe(z.string()),
  sleeps: maybe(count),
  aggregate_trailer_mass: maybe(z.number().min(0)).describe('kg'),

  // media
  images: z.array(imageEntrySchema).default([]),
  thumbnails: z.array(url).default([]),
  primary_image_url: maybe(url),
  photos_count: maybe(count),
  spin_images: z.array(url).default([]),
  spin_code: maybe(z.string()),
  spin_interior_image: maybe(url),
  hotspots: maybe(obj({ exterior: z.array(hotspotSchema).default([]), interior: z.array(hotspotSchema).default([]) })),
  video_url: maybe(url),
  external_video_url: maybe(url),
  file: maybe(url).describe('History report link'),
  dealercomments: maybe(z.string()).describe('May hold HTML: sanitise before rendering'),

  // where it is
  location: carLocationSchema,
  location_name: maybe(z.string()),
  dealership_id: maybe(id),
  dealership_slug: maybe(slug),
  dealership_name: maybe(z.string()),
  city: maybe(z.string()),
  state: maybe(z.string()),
  private_suburb: maybe(z.string()),
  private_postcode: maybe(z.string()),
});

/** A car as a feed or person writes it: defaulted fields may be left out. */
export type CarInput = z.input<typeof carSchema>;
/** A validated car with every default filled: what the index holds. */
export type Car = z.output<typeof carSchema>;
export type CarImage = Car['images'][number];
export type CarLocation = Car['location'];
export type CarVariant = NonNullable<Car['variant']>;
export type CarHotspot = NonNullable<Car['hotspots']>['exterior'][number];
export type FinanceLender = Car['finance_lenders'][string];

export const CAR_FILTERABLE_ATTRIBUTES = [
  'badge',
  'before_price',
  'body',
  'car_type',
  'categories',
  'certified',
  'city',
  'colour',
  'dealership_id',
  'dealership_name',
  'drive',
  'filtered_features',
  'fuel',
  'id',
  'item_type',
  'km',
  'location.id',
  'location_name',
  'make',
  'make_model',
  'model',
  'offer_price',
  'price',
  'price_range',
  'reserved',
  'seats',
  'show_on_dealer_website',
  'slug',
  'sold_date_timestamp',
  'state',
  'status',
  'stocknum',
  'subscription_price',
  'tag',
  'transmission',
  'weekly_price_range',
  'year',
] as const;

export const CAR_SORTABLE_ATTRIBUTES = [
  'custom_rank',
  'created_at',
  'price',
  'display_price',
  'subscription_price',
  'weekly_price',
  'km',
  'year',
  'sold_date_timestamp',
] as const;

/** In ranking order: a make or model match outranks a match in the features list. */
export const CAR_SEARCHABLE_ATTRIBUTES = [
  'make_model',
  'make',
  'model',
  'badge',
  'series',
  'name',
  'year',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'stocknum',
  'vin',
  'location_name',
  'city',
  'dealership_name',
  'categories',
  'tag',
  'features',
] as const;

const MEILISEARCH_DEFAULT_RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'] as const;

/** Index settings shared by `dealer-gen stock import` and the embedded engine. */
export const carIndexSettings = {
  // A search shows a result card's fields and no more: every page's search asks for only these, the server reads
  // each car whole by id (the documents route shows every field), and a search for a thousand whole cars made 6 MB
  // answers that a flood of them kept the server's CPU sending (#19).
  displayedAttributes: [...CAR_HIT_ATTRIBUTES],
  filterableAttributes: [...CAR_FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...CAR_SORTABLE_ATTRIBUTES],
  searchableAttributes: [...CAR_SEARCHABLE_ATTRIBUTES],
  rankingRules: [...MEILISEARCH_DEFAULT_RANKING_RULES, SEARCH_CUSTOM_RANK_SORT],
  faceting: { maxValuesPerFacet: 200 },
  pagination: { maxTotalHits: 100_000 },
};
