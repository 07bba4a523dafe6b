/** Deterministic synthetic stock and shopper queries for the search benchmark. */

export interface Car {
  id: number;
  make: string;
  model: string;
  badge: string;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  colour: string;
  city: string;
  state: string;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon' | 'sold';
  year: number;
  km: number;
  price: number;
  seats: number;
  tag: string;
  certified: boolean;
  custom_rank: number;
  created_at: string;
  name: string;
  description: string;
}

/** mulberry32: small, fast and reproducible across runs and machines. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const int = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** make → model → [body, badges, base price] */
export const CATALOGUE: Record<string, Record<string, [string, string[], number]>> = {
  Toyota: {
    Hilux: ['Ute', ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X'], 52000],
    Corolla: ['Hatch', ['Ascent Sport', 'SX', 'ZR'], 30000],
    RAV4: ['SUV', ['GX', 'GXL', 'Cruiser', 'Edge'], 42000],
    LandCruiser: ['SUV', ['GX', 'GXL', 'Sahara', 'VX'], 95000],
    Camry: ['Sedan', ['Ascent', 'SL'], 38000],
  },
  Ford: {
    Ranger: ['Ute', ['XL', 'XLS', 'XLT', 'Wildtrak', 'Raptor'], 55000],
    Everest: ['SUV', ['Ambiente', 'Trend', 'Sport', 'Platinum'], 60000],
    Mustang: ['Coupe', ['GT', 'EcoBoost'], 70000],
    Puma: ['SUV', ['ST-Line'], 33000],
  },
  Mazda: {
    'CX-5': ['SUV', ['Maxx', 'Maxx Sport', 'Touring', 'Akera'], 40000],
    Mazda3: ['Hatch', ['G20 Pure', 'G25 Evolve', 'G25 Astina'], 32000],
    'BT-50': ['Ute', ['XS', 'XT', 'XTR', 'GT', 'Thunder'], 50000],
    'CX-9': ['SUV', ['Sport', 'Touring', 'Azami'], 55000],
  },
  Hyundai: {
    i30: ['Hatch', ['Active', 'Elite', 'N Line'], 28000],
    Tucson: ['SUV', ['Elite', 'Highlander'], 40000],
    'Santa Fe': ['SUV', ['Active', 'Elite', 'Highlander'], 52000],
    Kona: ['SUV', ['Active', 'Premium'], 32000],
  },
  Kia: {
    Sportage: ['SUV', ['S', 'SX', 'GT-Line'], 38000],
    Cerato: ['Sedan', ['S', 'Sport', 'GT'], 28000],
    Sorento: ['SUV', ['S', 'Sport', 'GT-Line'], 50000],
    Carnival: ['People Mover', ['S', 'Platinum'], 52000],
  },
  Mitsubishi: {
    Triton: ['Ute', ['GLX', 'GLS', 'GSR'], 45000],
    Outlander: ['SUV', ['ES', 'LS', 'Exceed'], 38000],
    ASX: ['SUV', ['MR', 'GSR'], 28000],
    'Pajero Sport': ['SUV', ['GLX', 'Exceed'], 50000],
  },
  Nissan: {
    Navara: ['Ute', ['SL', 'ST', 'ST-X', 'Pro-4X'], 48000],
    'X-Trail': ['SUV', ['ST', 'ST-L', 'Ti'], 40000],
    Patrol: ['SUV', ['Ti', 'Ti-L'], 85000],
    Qashqai: ['SUV', ['ST', 'Ti'], 36000],
  },
  Volkswagen: {
    Golf: ['Hatch', ['Life', 'R-Line', 'GTI', 'R'], 38000],
    Amarok: ['Ute', ['Core', 'Style', 'Aventura'], 62000],
    Tiguan: ['SUV', ['Life', 'Elegance', 'R-Line'], 45000],
    Polo: ['Hatch', ['Life', 'Style', 'GTI'], 27000],
  },
  Subaru: {
    Outback: ['Wagon', ['AWD', 'Sport', 'Touring'], 45000],
    Forester: ['SUV', ['2.5i', 'Sport', 'S'], 40000],
    WRX: ['Sedan', ['Base', 'RS', 'tS'], 52000],
  },
  Isuzu: { 'D-Max': ['Ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], 48000], 'MU-X': ['SUV', ['LS-M', 'LS-U', 'LS-T'], 52000] },
  Honda: { Civic: ['Hatch', ['VTi-LX', 'Type R'], 45000], 'CR-V': ['SUV', ['VTi', 'VTi L7', 'e:HEV'], 45000], 'HR-V': ['SUV', ['Vi X', 'e:HEV L'], 36000] },
  BMW: { X3: ['SUV', ['xDrive20d', 'M40i'], 85000], X5: ['SUV', ['xDrive30d', 'M60i'], 125000], '3 Series': ['Sedan', ['320i', '330i', 'M340i'], 75000] },
  'Mercedes-Benz': {
    'C-Class': ['Sedan', ['C200', 'C300', 'C43'], 80000],
    GLC: ['SUV', ['GLC200', 'GLC300'], 90000],
    'A-Class': ['Hatch', ['A180', 'A250', 'A35'], 55000],
  },
  Tesla: { 'Model 3': ['Sedan', ['RWD', 'Long Range', 'Performance'], 60000], 'Model Y': ['SUV', ['RWD', 'Long Range'], 65000] },
  MG: { ZS: ['SUV', ['Excite', 'Essence'], 26000], MG3: ['Hatch', ['Core', 'Excite'], 22000] },
  Suzuki: { Swift: ['Hatch', ['GL', 'GLX', 'Sport'], 24000], Jimny: ['SUV', ['Lite', 'XL'], 34000] },
  GWM: { Cannon: ['Ute', ['Lux', 'Ultra', 'Alpha'], 42000], 'Haval H6': ['SUV', ['Premium', 'Lux', 'Ultra'], 38000] },
  BYD: { 'Atto 3': ['SUV', ['Standard', 'Extended'], 45000], Seal: ['Sedan', ['Dynamic', 'Premium', 'Performance'], 55000] },
};

export const MAKES = Object.keys(CATALOGUE);
export const BODIES = [...new Set(Object.values(CATALOGUE).flatMap((models) => Object.values(models).map(([body]) => body)))].sort();
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Bronze'];
const PLACES: Array<[string, string]> = [
  ['Sydney', 'NSW'],
  ['Newcastle', 'NSW'],
  ['Wollongong', 'NSW'],
  ['Melbourne', 'VIC'],
  ['Geelong', 'VIC'],
  ['Ballarat', 'VIC'],
  ['Brisbane', 'QLD'],
  ['Gold Coast', 'QLD'],
  ['Townsville', 'QLD'],
  ['Perth', 'WA'],
  ['Bunbury', 'WA'],
  ['Adelaide', 'SA'],
  ['Hobart', 'TAS'],
  ['Darwin', 'NT'],
  ['Canberra', 'ACT'],
];
const TAGS = ['', '', '', 'Hot Deal', 'Low KM', 'One Owner', 'Price Drop', 'Just Arrived', 'Demo Special'];
const PHRASES = [
  'full service history',
  'one owner from new',
  'balance of factory warranty',
  'towbar fitted',
  'roof racks',
  'bull bar and driving lights',
  'leather seats',
  'heated seats',
  'sunroof',
  'apple carplay and android auto',
  'reversing camera',
  'adaptive cruise control',
  'alloy wheels',
  'immaculate condition',
  'logbook serviced',
  'new tyres',
  'finance available',
  'trade-ins welcome',
  'extended warranty available',
  'low kilometres',
];

export function generateCars(count: number, seed = 42): Car[] {
  const rand = rng(seed);
  const cars: Car[] = [];
  const epoch = Date.UTC(2024, 0, 1);
  for (let id = 1; id <= count; id++) {
    const make = pick(rand, MAKES);
    const models = CATALOGUE[make]!;
    const model = pick(rand, Object.keys(models));
    const [body, badges, basePrice] = models[model]!;
    const badge = pick(rand, badges);
    const r = rand();
    const carType = r < 0.25 ? 'new' : r < 0.32 ? 'demo' : 'used';
    const year = carType === 'used' ? int(rand, 2008, 2024) : int(rand, 2024, 2025);
    const km = carType === 'new' ? 0 : carType === 'demo' ? int(rand, 500, 9000) : int(rand, 5000, 250000);
    const age = 2025 - year;
    const price = Math.max(3000, Math.round((basePrice * 0.88 ** age * (0.85 + rand() * 0.3) - km * 0.02) / 100) * 100);
    const [city, state] = pick(rand, PLACES);
    const s = rand();
    const fuel = make === 'Tesla' || make === 'BYD' ? 'Electric' : body === 'Ute' ? pick(rand, ['Diesel', 'Diesel', 'Petrol']) : pick(rand, FUELS.slice(0, 3));
    const description = `${year} ${make} ${model} ${badge} in ${pick(rand, COLOURS).toLowerCase()}. ${[pick(rand, PHRASES), pick(rand, PHRASES), pick(rand, PHRASES)].join(', ')}. Located in ${city}.`;
    cars.push({
      id,
      make,
      model,
      badge,
      body,
      fuel,
      transmission: rand() < 0.85 ? 'Automatic' : 'Manual',
      drive: body === 'Ute' || model === 'LandCruiser' || model === 'Patrol' ? '4WD' : pick(rand, ['2WD', '2WD', 'AWD']),
      colour: pick(rand, COLOURS),
      city,
      state,
      car_type: carType,
      status: s < 0.8 ? 'in_stock' : s < 0.9 ? 'coming_soon' : 'sold',
      year,
      km,
      price,
      seats: body === 'People Mover' ? 8 : body === 'Coupe' ? 4 : body === 'SUV' && rand() < 0.3 ? 7 : 5,
      tag: pick(rand, TAGS),
      certified: rand() < 0.4,
      custom_rank: int(rand, 0, 1000),
      created_at: new Date(epoch + int(rand, 0, 700) * 86_400_000).toISOString(),
      name: `${year} ${make} ${model} ${badge}`,
      description,
    });
  }
  return cars;
}

/** A shopper query in engine-neutral form, translated for each contender. */
export interface ShopperQuery {
  q: string;
  make?: string;
  body?: string;
  carType?: string;
  statuses?: string[];
  price?: [number, number];
  year?: [number, number];
  sort?: { field: 'price' | 'year' | 'km'; desc: boolean };
  offset: number;
}

const PREFIXES = [
  'toy',
  'hilux sr5',
  'ranger wild',
  'ford',
  'maz',
  'cx-5',
  'landcr',
  'kia sport',
  'tesla',
  'model y',
  'outback',
  'd-max',
  'triton gls',
  'golf gti',
  'suv',
  'diesel',
  'hyun',
  'navara st',
  'corolla',
  'towbar',
  'one owner',
  'leather',
  'patrol ti',
  'everest plat',
  'toyta',
  'rangr',
  'subaru forester',
  'bt-50 thunder',
  'jimny',
  'mercedes',
];

export function generateQueries(count: number, seed = 7): ShopperQuery[] {
  const rand = rng(seed);
  const queries: ShopperQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rand();
    const query: ShopperQuery = { q: '', offset: rand() < 0.8 ? 0 : pick(rand, [20, 40, 60]) };
    if (kind < 0.35) query.q = pick(rand, PREFIXES);
    if (kind >= 0.2) {
      if (rand() < 0.5) query.make = pick(rand, MAKES);
      if (rand() < 0.3) query.body = pick(rand, BODIES);
      if (rand() < 0.4) query.carType = pick(rand, ['new', 'used', 'demo']);
      if (rand() < 0.6) query.statuses = rand() < 0.5 ? ['in_stock'] : ['in_stock', 'coming_soon'];
      if (rand() < 0.4) {
        const lo = int(rand, 0, 60) * 1000;
        query.price = [lo, lo + int(rand, 5, 60) * 1000];
      }
      if (rand() < 0.3) {
        const lo = int(rand, 2008, 2022);
        query.year = [lo, lo + int(rand, 1, 5)];
      }
    }
    if (rand() < 0.4) query.sort = { field: pick(rand, ['price', 'year', 'km'] as const), desc: rand() < 0.5 };
    queries.push(query);
  }
  return queries;
}
