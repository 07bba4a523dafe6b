/**
 * Whole cars as the car page gets them, for tests that compare a card drawn from a search hit with one
 * drawn from the whole car. Each differs from the first in a field a card shows (banner, condition, price
 * kind, weekly figure, photo, specs); all carry the fields a hit leaves out (photos, location, comments).
 */
import type { Car } from '../../../schema/car.ts';

const lender = {
  interestRate: 8.19,
  comparisonRate: 9.64,
  paymentWeek: 118.9,
  paymentMonth: 516.32,
  deposit: 0,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  totalPayable: 30914,
  establishmentFees: 1360.5,
  balloon: 0,
};
const photo = (id: number, n: number) => ({ image: { url: `/media/car/${id}/${n}.png`, thumb: { url: `/media/car/${id}/${n}.png?w=200` } } });

function wholeCar(id: number, financeKey: string): Car {
  return {
    id,
    slug: `2021-toyota-corolla-ascent-sport-${id}`,
    path: `/cars/2021-toyota-corolla-ascent-sport-${id}`,
    name: '2021 Toyota Corolla',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    make_model: 'Toyota Corolla',
    badge: 'Ascent Sport',
    series: 'MZEA12R',
    item_type: 'car',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    reserved: false,
    sold: false,
    sold_date_timestamp: null,
    certified: false,
    preorder: false,
    show_on_dealer_website: true,
    created_at: '2025-05-01T09:00:00.000Z',
    views: 210,
    price: 26990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    weekly_price: 119,
    price_type: 'Drive Away',
    finance_lenders: { [financeKey]: { ...lender, financeProvider: 'Harbour Finance', disclaimer: 'Estimated repayments over 5 years.' } },
    youxQuote: null,
    stocknum: `TO${id}`,
    vin: 'JTNKB3BE10J012345',
    km: 38200,
    colour: 'Glacier White',
    body: 'Hatch',
    simple_body: 'Hatch',
    fuel: 'Petrol',
    simple_fuel: 'Petrol',
    trans: 'CVT Automatic',
    transmission: 'Automatic',
    simple_transmission: 'Automatic',
    drive: 'FWD',
    simple_drive: 'FWD',
    seats: 5,
    features: ['Apple CarPlay', 'Reversing Camera'],
    standardEquipment: ['ABS Brakes', 'Cruise Control'],
    images: [photo(id, 1), photo(id, 2)],
    primary_image_url: `/media/car/${id}/1.png`,
    photos_count: 2,
    dealercomments: '<p>One owner, full service history.</p>',
    location: { id: 11, name: 'Harbourside Toyota', slug: 'harbourside-toyota', city: 'Sydney', state: 'NSW', distribution_locations: [] },
    location_name: 'Harbourside Toyota',
    dealership_id: 1,
    city: 'Sydney',
    state: 'NSW',
  } as unknown as Car;
}

/** `financeKey` is the site's finance provider, so the cars carry the weekly figure a card shows. */
export function wholeCars(financeKey: string): Car[] {
  const car = (id: number, changes: Partial<Car>): Car => ({ ...wholeCar(id, financeKey), ...changes });
  return [
    car(1, {}),
    car(2, { created_at: '2025-07-08T00:00:00.000Z', before_price: 28990, km: 12 }),
    car(3, { status: 'sold', sold: true, sold_date_timestamp: 1751932800 }),
    car(4, { reserved: true, simple_transmission: null, transmission: 'Manual' }),
    car(5, { car_type: 'new', certified: true, offer_price: 24990, tag: 'Price Drop', km: null }),
    car(6, {
      car_type: 'demo',
      finance_lenders: {},
      youxQuote: { weeklyRepaymentAmount: 117, comparisonRate: 8.58, advertisedRate: 7.88 },
      price_type: 'Excl. Govt. Charges',
    }),
    car(7, { status: 'coming_soon', preorder: true, price: 0, primary_image_url: null, images: [], photos_count: 0 }),
    car(8, { make: 'Hyundai', certified: true, simple_fuel: 'Hybrid', fuel: 'Hybrid', simple_body: null, body: 'SUV', dealership_id: null }),
    car(9, { finance_lenders: {} }),
  ];
}
