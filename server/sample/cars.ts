/**
 * Realistic, reproducible stock for demos and tests. Each car draws from its own random stream
 * seeded by (seed, index), and time comes only from `baseDate`, so the same options always give
 * byte-identical JSON.
 */
import type { Car, CarLocation } from '../../schema/car.ts';
import type { CarStatus, CarType, ItemType } from '../../schema/lists.ts';
import type { Location, Tenant } from '../../schema/tenant.ts';
import { CAR_MAKES, CARAVANS, COLOURS, EXTRA_FEATURES, FILTERED_FEATURES, INTERIOR_COLOURS, MOTORCYCLE_MAKES, STANDARD_EQUIPMENT } from './catalogue.ts';
import type { MakeSpec, ModelSpec } from './catalogue.ts';
import { dealerComments } from './comments.ts';
import { withSearchFields } from '../stock/search-fields.ts';
import { sampleLender, sampleQuote } from './finance.ts';
import { historyReportPath } from '../media/paths.ts';
import { carMedia } from './media.ts';
import { createRandom, hashSeed } from './random.ts';
import type { Random } from './random.ts';
import { caravanSpecs, categoriesOf, vehicleSpecs } from './specs.ts';
import type { CaravanSpecs, VehicleSpecs } from './specs.ts';
import { slugify } from '../../runtime/site/slug.ts';

export const SAMPLE_BASE_DATE = '2025-10-01T00:00:00.000Z';
export const SAMPLE_FIRST_ID = 100_001;

export interface SampleOptions {
  count: number;
  seed: number;
  /** Tenants whose locations hold the stock; each car belongs to one location of one tenant. */
  tenants: readonly Tenant[];
  /** "Now" for the sample: creation and sold dates fall before it. */
  baseDate?: Date | string;
}

const DAY = 86_400;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const CAR_TYPE_WEIGHTS: Record<CarType, number> = { new: 45, demo: 12, used: 43 };
const USED_TAGS = ['One Owner', 'Low Kms', 'Price Drop', 'Fresh Trade'];
const CARAVAN_EQUIPMENT = [
  'Solar Panel',
  'Roll-out Awning',
  'Queen Bed',
  'Ensuite',
  'Diesel Heater',
  'Hot Water System',
  'Gas Cooktop',
  'Reverse Camera',
  'Lithium Battery',
  'Electric Brakes',
];
const PRIVATE_SUBURBS: readonly (readonly [string, string])[] = [
  ['Paddington', '4064'],
  ['Parramatta', '2150'],
  ['Fitzroy', '3065'],
  ['Glenelg', '5045'],
  ['Subiaco', '6008'],
];

interface Slot {
  tenant: Tenant;
  location: Location;
}

/** Cars sit at sales yards; a tenant with only service locations still gets stock at all of them. */
function slotsOf(tenants: readonly Tenant[]): Slot[] {
  return tenants.flatMap((tenant) => {
    const sales = tenant.locations.filter((l) => l.location_type === 'sales');
    return (sales.length > 0 ? sales : tenant.locations).map((location) => ({ tenant, location }));
  });
}

/** A six-character suffix unique per id: multiplying by a number coprime to 36^6 permutes the range. */
function slugSuffix(id: number): string {
  const space = 36n ** 6n;
  return ((BigInt(id) * 2654435761n) % space).toString(36).padStart(6, '0');
}

/** Dealer-style price ending in 990. */
function dealerPrice(value: number): number {
  return Math.max(990, Math.round(value / 1000) * 1000 - 10);
}

function carLocation(slot: Slot): CarLocation {
  const { location } = slot;
  const state = location.address.state.toUpperCase();
  return {
    id: location.id,
    name: location.name,
    phone: location.phone,
    slug: location.slug ?? slugify(location.name.replace(/ - (Sales|Service|Parts)$/, '')),
    city: location.address.city,
    state,
    address: {
      street: location.address.street,
      city: location.address.city,
      state,
      postcode: location.address.postcode,
      place_url: location.address.place_url ?? null,
    },
    distribution_locations: location.distribution_locations,
  };
}

function dealershipOf(slot: Slot): { id: number; slug: string; name: string } {
  const { tenant, location } = slot;
  const dealership = tenant.dealerships.find((d) => d.id === location.dealership_id);
  if (dealership) return { id: dealership.id, slug: location.dealership_slug ?? dealership.slug, name: dealership.name };
  return { id: location.dealership_id ?? tenant.id, slug: location.dealership_slug ?? tenant.slug, name: tenant.name };
}

function itemTypeOf(random: Random, tenant: Tenant): ItemType {
  const types = tenant.itemTypes;
  if (types.includes('caravan') && random.chance(0.3)) return 'caravan';
  if (types.includes('motorcycle') && random.chance(0.2)) return 'motorcycle';
  return types.includes('car') ? 'car' : (types[0] as ItemType);
}

/** New and demo stock comes from the makes a yard sells; used stock can be anything traded in. */
function makesFor(slot: Slot, itemType: ItemType, carType: CarType): readonly MakeSpec[] {
  if (itemType === 'motorcycle') return MOTORCYCLE_MAKES;
  if (carType === 'used') return CAR_MAKES;
  const franchised = slot.location.manufacturers.length > 0 ? slot.location.manufacturers : slot.tenant.manufacturer ? [slot.tenant.manufacturer.slug] : [];
  const matching = CAR_MAKES.filter((m) => franchised.includes(m.slug));
  return matching.length > 0 ? matching : CAR_MAKES;
}

function ageOf(random: Random, carType: CarType): number {
  if (carType === 'new') return random.chance(0.8) ? 0 : 1;
  if (carType === 'demo') return random.int(0, 1);
  // Skewed towards recent years, as used stock is.
  return 1 + Math.floor(random.next() ** 1.6 * 14);
}

function priceOf(random: Random, newPrice: number, carType: CarType, age: number): number {
  if (random.chance(0.01)) return 0;
  if (carType === 'new') return dealerPrice(newPrice * (0.97 + random.next() * 0.08));
  if (carType === 'demo') return dealerPrice(newPrice * (0.88 + random.next() * 0.07));
  return dealerPrice(Math.max(3000, newPrice * 0.86 ** age * (0.85 + random.next() * 0.25)));
}

function kmOf(random: Random, carType: CarType, age: number): number {
  if (carType === 'new') return random.int(0, 50);
  if (carType === 'demo') return random.int(500, 9000);
  return Math.round((age * random.int(8000, 21000)) / 100) * 100;
}

function statusOf(random: Random): CarStatus {
  return random.weighted([
    ['in_stock', 84],
    ['coming_soon', 7],
    ['sold', 9],
  ] as const);
}

function tagOf(random: Random, status: CarStatus, carType: CarType): string | null {
  if (status === 'in_stock' && carType !== 'used' && random.chance(0.05)) return 'Test Drive Only';
  return carType === 'used' && random.chance(0.1) ? random.pick(USED_TAGS) : null;
}

/** Market averages scattered around the price, so some cars earn the below-market badge. */
function marketPrices(random: Random, price: number): NonNullable<Car['autograb_data']> {
  const average = Math.round((price * (0.93 + random.next() * 0.19)) / 10) * 10;
  return { average_market_price: average, state_average_market_price: Math.round((average * (0.96 + random.next() * 0.09)) / 10) * 10 };
}

function isoDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

interface Subject {
  make: string;
  makeSlug: string;
  wmi: string;
  premium: boolean;
  model: string;
  badge: string;
  series: string | null;
  newPrice: number;
  specs: VehicleSpecs | null;
  caravan: CaravanSpecs | null;
  equipment: readonly string[];
}

function vehicleSubject(random: Random, makes: readonly MakeSpec[], year: number): Subject {
  const make = random.pick(makes);
  const model: ModelSpec = random.pick(make.models);
  const badgeIndex = random.int(0, model.badges.length - 1);
  const series = model.series && random.chance(0.7) ? random.pick(model.series) : random.chance(0.5) ? `MY${String(year).slice(2)}` : null;
  return {
    make: make.make,
    makeSlug: make.slug,
    wmi: make.wmi,
    premium: make.premium ?? false,
    model: model.model,
    badge: model.badges[badgeIndex] as string,
    series,
    newPrice: model.price * (1 + 0.13 * badgeIndex),
    specs: vehicleSpecs(random, model, badgeIndex),
    caravan: null,
    equipment: STANDARD_EQUIPMENT,
  };
}

function caravanSubject(random: Random): Subject {
  const spec = random.pick(CARAVANS);
  const badgeIndex = random.int(0, spec.badges.length - 1);
  return {
    make: spec.make,
    makeSlug: slugify(spec.make),
    wmi: '6K9',
    premium: false,
    model: spec.model,
    badge: spec.badges[badgeIndex] as string,
    series: null,
    newPrice: spec.price * (1 + 0.08 * badgeIndex),
    specs: null,
    caravan: caravanSpecs(random, spec),
    equipment: CARAVAN_EQUIPMENT,
  };
}

function featuresOf(random: Random, subject: Subject): Pick<Car, 'standardEquipment' | 'features' | 'filtered_features'> {
  const standardEquipment = random.sample(subject.equipment, random.int(Math.min(6, subject.equipment.length), subject.equipment.length));
  if (!subject.specs) return { standardEquipment, features: standardEquipment, filtered_features: [] };
  const seats = subject.specs.seats ?? 0;
  const filtered = random
    .sample(FILTERED_FEATURES, random.int(2, 7))
    .filter((f) => f !== 'Third Row Seating' || seats >= 7)
    .concat(seats >= 7 && random.chance(0.9) ? ['Third Row Seating'] : []);
  const filtered_features = [...new Set(filtered)];
  return { standardEquipment, features: [...filtered_features, ...random.sample(EXTRA_FEATURES, random.int(2, 6))], filtered_features };
}

function sampleCar(index: number, seed: number, slots: readonly Slot[], baseSeconds: number): Car {
  const random = createRandom(hashSeed(seed, index));
  const id = SAMPLE_FIRST_ID + index;
  const slot = random.pick(slots);
  const { tenant } = slot;
  const itemType = itemTypeOf(random, tenant);
  const carType = random.weighted(tenant.carTypes.map((t) => [t, CAR_TYPE_WEIGHTS[t]] as const));
  const baseYear = new Date(baseSeconds * 1000).getUTCFullYear();
  const age = ageOf(random, carType);
  const year = baseYear - age;
  const subject = itemType === 'caravan' ? caravanSubject(random) : vehicleSubject(random, makesFor(slot, itemType, carType), year);
  const price = priceOf(random, subject.newPrice, carType, age);
  const km = itemType === 'caravan' ? null : kmOf(random, carType, age);
  const status = statusOf(random);
  const soldAt = status === 'sold' ? baseSeconds - random.int(0, 10 * DAY) : null;
  const createdAt = soldAt ? random.int(baseSeconds - 60 * DAY, soldAt - DAY) : baseSeconds - random.int(0, 60 * DAY);
  const dealership = dealershipOf(slot);
  const provider = tenant.finance.provider;
  const lender = provider && price > 500 && random.chance(0.85) ? sampleLender(random, price, age, provider) : null;
  const vin = subject.wmi + random.chars(VIN_CHARS, 14);
  const registered = carType !== 'new';
  const built = Date.UTC(year - (random.chance(0.3) ? 1 : 0), random.int(0, 11), 1) / 1000;
  const specs = subject.specs;
  const privateSeller = carType === 'used' && random.chance(0.03) ? random.pick(PRIVATE_SUBURBS) : null;

  const car: Car = {
    id,
    slug: `${slugify([year, subject.make, subject.model, subject.badge, specs?.simple_drive === '4x4' ? '4x4' : ''].join(' '))}-${slugSuffix(id)}`,
    path: null,
    name: null,
    year,
    make: subject.make,
    model: subject.model,
    make_model: null,
    badge: subject.badge,
    series: subject.series,
    carsales_title: carType === 'used' && random.chance(0.6) ? `${year} ${subject.make} ${subject.model} ${subject.badge} ${specs?.trans ?? ''}`.trim() : null,
    item_type: itemType,
    car_type: carType,
    status,
    tag: tagOf(random, status, carType),
    reserved: status === 'in_stock' && random.chance(0.04),
    sold: status === 'sold',
    sold_date_timestamp: soldAt,
    certified: carType === 'used' && age <= 5 && random.chance(0.35),
    preorder: status === 'coming_soon' && carType === 'new' && random.chance(0.3),
    show_on_dealer_website: random.chance(0.97),
    created_at: new Date(createdAt * 1000).toISOString(),
    custom_rank: random.int(0, 1000),
    views: Math.floor(random.next() ** 2 * 3000),
    categories: specs ? categoriesOf(specs, price, subject.premium) : ['Caravan'],

    price,
    before_price: price > 0 && random.chance(0.15) ? price + random.pick([1000, 1500, 2000, 3000]) : null,
    offer_price: price > 5000 && random.chance(0.1) ? price - random.pick([500, 1000]) : null,
    subscription_price: tenant.subscriptions && carType !== 'used' && price > 0 && random.chance(0.3) ? Math.round(price / 180) : null,
    weekly_price: lender?.paymentWeek != null ? Math.round(lender.paymentWeek) : price > 0 ? Math.round(price / 220) : null,
    display_price: null,
    price_type: carType === 'used' || random.chance(0.7) ? 'Drive Away' : 'Excl. Govt. Charges',
    price_range: null,
    weekly_price_range: null,
    payment_processors: status === 'in_stock' && random.chance(0.6) ? [{ name: 'Stripe', amount: subject.premium ? 500 : 200 }] : [],
    finance_lenders: lender && provider ? { [provider.key]: lender } : {},
    youxQuote: lender && provider?.quotes && random.chance(0.5) ? sampleQuote(random, lender) : null,
    autograb_data: carType !== 'new' && price > 0 && random.chance(0.7) ? marketPrices(random, price) : null,

    stocknum: `${subject.makeSlug.slice(0, 1).toUpperCase()}${carType.slice(0, 1).toUpperCase()}${id}`,
    vin,
    nvic: itemType === 'car' && random.chance(0.7) ? random.chars(VIN_CHARS, 6) : null,
    has_nvic: false,
    regplate: registered ? `${random.chars(DIGITS, 3)}${random.chars(UPPER, 3)}` : null,
    rego_expiry: registered ? isoDay(baseSeconds + random.int(10, 360) * DAY) : null,
    build_date: isoDay(built),
    compliance_date: isoDay(built + random.int(20, 80) * DAY),

    km,
    colour: random.weighted(COLOURS),
    interior_colour: specs ? random.pick(INTERIOR_COLOURS) : null,
    body: specs?.body ?? 'Caravan',
    simple_body: specs?.simple_body ?? 'Caravan',
    bodyconfiguration: specs?.bodyconfiguration ?? null,
    fuel: specs?.fuel ?? null,
    simple_fuel: specs?.simple_fuel ?? null,
    trans: specs?.trans ?? null,
    transmission: specs?.transmission ?? null,
    simple_transmission: specs?.simple_transmission ?? null,
    gearnum: specs?.gearnum ?? null,
    drive: specs?.drive ?? null,
    simple_drive: specs?.simple_drive ?? null,
    seats: specs?.seats ?? null,
    doors: specs?.doors ?? null,
    engine_size: specs?.engine_size ?? null,
    engine_size_litres: specs?.engine_size_litres ?? null,
    variant: specs?.variant ?? null,
    ...featuresOf(random, subject),

    body_width: subject.caravan?.body_width ?? null,
    body_length: subject.caravan?.body_length ?? null,
    tare_weight: subject.caravan?.tare_weight ?? null,
    axle_type: subject.caravan?.axle_type ?? null,
    sleeps: subject.caravan?.sleeps ?? null,
    aggregate_trailer_mass: subject.caravan?.aggregate_trailer_mass ?? null,

    ...carMedia(random, id, itemType),
    file: carType === 'used' && random.chance(0.25) ? historyReportPath(vin) : null,
    dealercomments: dealerComments(
      random,
      { year, make: subject.make, model: subject.model, badge: subject.badge, km, dealer: dealership.name, carType },
      index,
    ),

    location: carLocation(slot),
    location_name: null,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    city: null,
    state: null,
    private_suburb: privateSeller?.[0] ?? null,
    private_postcode: privateSeller?.[1] ?? null,
  };
  return withSearchFields(car);
}

/**
 * `count` cars spread over the tenants' sales locations, ids from SAMPLE_FIRST_ID, one at a time
 * so a large sample can be written out without holding every car in memory.
 */
export function* sampleCars(options: SampleOptions): Generator<Car, void, undefined> {
  const { count, seed, tenants, baseDate = SAMPLE_BASE_DATE } = options;
  const slots = slotsOf(tenants);
  if (slots.length === 0) throw new Error('Sample stock needs at least one tenant with a location.');
  const baseSeconds = Math.floor(new Date(baseDate).getTime() / 1000);
  if (!Number.isFinite(baseSeconds)) throw new Error(`Invalid base date: ${String(baseDate)}`);
  for (let index = 0; index < count; index++) yield sampleCar(index, seed, slots, baseSeconds);
}

/** The whole sample as an array. */
export function sampleStock(options: SampleOptions): Car[] {
  return [...sampleCars(options)];
}
