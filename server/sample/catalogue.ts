/**
 * Reference data for sample stock: real makes and models as sold in Australia, with the body,
 * fuel, drive, engine and badges a buyer would expect, and new prices in AUD around list price.
 */

export type SimpleBody =
  'Hatch' | 'Sedan' | 'SUV' | 'Ute' | 'Wagon' | 'Van' | 'People Mover' | 'Coupe' | 'Convertible' | 'Cab Chassis' | 'Caravan' | 'Motorcycle';
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4x4';

export interface ModelSpec {
  model: string;
  body: SimpleBody;
  /** New price of the entry badge, AUD. */
  price: number;
  fuel: SimpleFuel;
  drive: SimpleDrive;
  /** Engine litres; null for electric. */
  litres: number | null;
  /** Cheapest first: each step up adds to the price. */
  badges: readonly string[];
  series?: readonly string[];
}

export interface MakeSpec {
  make: string;
  slug: string;
  /** World manufacturer identifier that starts its VINs. */
  wmi: string;
  premium?: boolean;
  models: readonly ModelSpec[];
}

type Row = [model: string, body: SimpleBody, price: number, fuel: SimpleFuel, drive: SimpleDrive, litres: number | null, badges: string[], series?: string[]];

const make = (name: string, slug: string, wmi: string, rows: Row[], premium = false): MakeSpec => ({
  make: name,
  slug,
  wmi,
  premium,
  models: rows.map(([model, body, price, fuel, drive, litres, badges, series]) => ({
    model,
    body,
    price,
    fuel,
    drive,
    litres,
    badges,
    ...(series ? { series } : {}),
  })),
});

export const CAR_MAKES: readonly MakeSpec[] = [
  make('Toyota', 'toyota', 'MR0', [
    ['Hilux', 'Ute', 42000, 'Diesel', '4x4', 2.8, ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], ['GUN126R', 'GUN136R']],
    ['RAV4', 'SUV', 38000, 'Hybrid', 'AWD', 2.5, ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], ['AXAH54R', 'MXAA52R']],
    ['Corolla', 'Hatch', 28000, 'Hybrid', 'FWD', 1.8, ['Ascent Sport', 'SX', 'ZR'], ['ZWE211R', 'sport']],
    ['LandCruiser', 'SUV', 92000, 'Diesel', '4x4', 3.3, ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], ['FJA300R']],
    ['Camry', 'Sedan', 38000, 'Hybrid', 'FWD', 2.5, ['Ascent', 'SL', 'SX']],
    ['Yaris Cross', 'SUV', 30000, 'Hybrid', 'FWD', 1.5, ['GX', 'GXL', 'Urban'], ['city']],
    ['HiAce', 'Van', 48000, 'Diesel', 'RWD', 2.8, ['LWB', 'SLWB', 'Commuter']],
  ]),
  make('Mazda', 'mazda', 'JM0', [
    ['CX-5', 'SUV', 36000, 'Petrol', 'AWD', 2.5, ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera']],
    ['CX-3', 'SUV', 29000, 'Petrol', 'FWD', 2.0, ['Neo Sport', 'Maxx Sport', 'Akari'], ['city']],
    ['Mazda3', 'Hatch', 31000, 'Petrol', 'FWD', 2.0, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina']],
    ['BT-50', 'Ute', 45000, 'Diesel', '4x4', 3.0, ['XS', 'XT', 'GT', 'Thunder']],
    ['CX-60', 'SUV', 60000, 'Plug-in Hybrid', 'AWD', 2.5, ['G40e Evolve', 'P50e GT', 'P50e Azami']],
    ['MX-5', 'Convertible', 42000, 'Petrol', 'RWD', 2.0, ['Roadster', 'Roadster GT', 'RF GT'], ['sport']],
  ]),
  make('Hyundai', 'hyundai', 'KMH', [
    ['Tucson', 'SUV', 36000, 'Petrol', 'FWD', 2.0, ['Tucson', 'Elite', 'Highlander', 'N Line']],
    ['i30', 'Hatch', 27000, 'Petrol', 'FWD', 2.0, ['i30', 'Active', 'Elite', 'N Line', 'N'], ['PD.V4', 'sport']],
    ['Kona', 'SUV', 33000, 'Electric', 'FWD', null, ['Electric', 'Electric Premium', 'Electric Extended Range']],
    ['Santa Fe', 'SUV', 52000, 'Hybrid', 'AWD', 1.6, ['Santa Fe', 'Elite', 'Calligraphy']],
    ['Ioniq 5', 'SUV', 70000, 'Electric', 'AWD', null, ['Dynamiq', 'Epiq', 'N']],
    ['Staria', 'People Mover', 52000, 'Diesel', 'AWD', 2.2, ['Staria', 'Elite', 'Highlander']],
  ]),
  make('Kia', 'kia', 'KNA', [
    ['Sportage', 'SUV', 35000, 'Petrol', 'FWD', 2.0, ['S', 'SX', 'SX+', 'GT-Line']],
    ['Cerato', 'Hatch', 27000, 'Petrol', 'FWD', 2.0, ['S', 'Sport', 'Sport+', 'GT'], ['sport']],
    ['Sorento', 'SUV', 50000, 'Hybrid', 'AWD', 1.6, ['S', 'Sport', 'Sport+', 'GT-Line']],
    ['Carnival', 'People Mover', 50000, 'Diesel', 'FWD', 2.2, ['S', 'Sport', 'Sport+', 'GT-Line']],
    ['EV6', 'SUV', 68000, 'Electric', 'RWD', null, ['Air', 'GT-Line', 'GT']],
    ['Picanto', 'Hatch', 17000, 'Petrol', 'FWD', 1.2, ['S', 'GT-Line'], ['city']],
    ['Tasman', 'Ute', 55000, 'Diesel', '4x4', 2.2, ['S', 'SX', 'SX+', 'X-Pro']],
  ]),
  make('Nissan', 'nissan', 'JN1', [
    ['Navara', 'Ute', 40000, 'Diesel', '4x4', 2.3, ['SL', 'ST', 'ST-X', 'PRO-4X', 'Warrior'], ['D23']],
    ['X-Trail', 'SUV', 38000, 'Petrol', 'AWD', 2.5, ['ST', 'ST-L', 'N-Trek', 'Ti', 'Ti-L'], ['T33']],
    ['Qashqai', 'SUV', 35000, 'Petrol', 'FWD', 1.3, ['ST', 'ST+', 'Ti', 'N-Sport'], ['J12']],
    ['Patrol', 'SUV', 90000, 'Petrol', '4x4', 5.6, ['Ti', 'Ti-L', 'Warrior'], ['Y62']],
    ['Leaf', 'Hatch', 50000, 'Electric', 'FWD', null, ['Leaf', 'e+'], ['ZE1']],
    ['Juke', 'SUV', 30000, 'Petrol', 'FWD', 1.0, ['ST', 'ST+', 'Ti'], ['duo']],
  ]),
  make('Ford', 'ford', 'MNA', [
    ['Ranger', 'Ute', 45000, 'Diesel', '4x4', 2.0, ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], ['PY']],
    ['Everest', 'SUV', 55000, 'Diesel', '4x4', 3.0, ['Ambiente', 'Trend', 'Sport', 'Platinum']],
    ['Mustang', 'Coupe', 65000, 'Petrol', 'RWD', 5.0, ['GT', 'Dark Horse'], ['sport']],
    ['Transit Custom', 'Van', 50000, 'Diesel', 'FWD', 2.0, ['Trend', 'Sport']],
  ]),
  make('Mitsubishi', 'mitsubishi', 'MMA', [
    ['Triton', 'Ute', 38000, 'Diesel', '4x4', 2.4, ['GLX', 'GLX+', 'GLS', 'GSR']],
    ['Outlander', 'SUV', 37000, 'Plug-in Hybrid', 'AWD', 2.4, ['ES', 'LS', 'Aspire', 'Exceed']],
    ['ASX', 'SUV', 27000, 'Petrol', 'FWD', 2.0, ['GS', 'LS', 'Exceed'], ['city']],
    ['Pajero Sport', 'SUV', 50000, 'Diesel', '4x4', 2.4, ['GLX', 'GLS', 'Exceed']],
  ]),
  make('Volkswagen', 'volkswagen', 'WVW', [
    ['Golf', 'Hatch', 38000, 'Petrol', 'FWD', 1.4, ['Life', 'R-Line', 'GTI', 'R']],
    ['Tiguan', 'SUV', 45000, 'Petrol', 'AWD', 2.0, ['Life', 'Elegance', 'R-Line']],
    ['Amarok', 'Ute', 55000, 'Diesel', '4x4', 3.0, ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura']],
    ['ID.4', 'SUV', 60000, 'Electric', 'RWD', null, ['Pro', 'GTX']],
  ]),
  make('Subaru', 'subaru', 'JF1', [
    ['Forester', 'SUV', 38000, 'Petrol', 'AWD', 2.5, ['2.5i', '2.5i-L', '2.5i Premium', '2.5i Sport', 'Hybrid S']],
    ['Outback', 'Wagon', 45000, 'Petrol', 'AWD', 2.5, ['AWD', 'Sport', 'Touring', 'XT Touring']],
    ['XV', 'SUV', 32000, 'Petrol', 'AWD', 2.0, ['2.0i', '2.0i-L', '2.0i Premium', '2.0i-S']],
    ['WRX', 'Sedan', 45000, 'Petrol', 'AWD', 2.4, ['WRX', 'RS', 'tS'], ['sport']],
  ]),
  make('Honda', 'honda', 'JHM', [
    ['CR-V', 'SUV', 44000, 'Petrol', 'FWD', 1.5, ['VTi', 'VTi X', 'VTi L AWD', 'e:HEV RS']],
    ['Civic', 'Hatch', 47000, 'Hybrid', 'FWD', 2.0, ['VTi LX', 'e:HEV LX', 'Type R']],
    ['HR-V', 'SUV', 36000, 'Petrol', 'FWD', 1.5, ['Vi X', 'e:HEV L'], ['city']],
    ['Jazz', 'Hatch', 22000, 'Petrol', 'FWD', 1.5, ['VTi', 'VTi-S', 'VTi-L'], ['city']],
  ]),
  make('Isuzu', 'isuzu', 'MPA', [
    ['D-Max', 'Ute', 42000, 'Diesel', '4x4', 3.0, ['SX', 'LS-M', 'LS-U', 'X-Terrain', 'Blade']],
    ['MU-X', 'SUV', 50000, 'Diesel', '4x4', 3.0, ['LS-M', 'LS-U', 'LS-T']],
  ]),
  make('MG', 'mg', 'LSJ', [
    ['ZS', 'SUV', 24000, 'Petrol', 'FWD', 1.5, ['Vibe', 'Excite', 'Essence']],
    ['MG3', 'Hatch', 21000, 'Hybrid', 'FWD', 1.5, ['Vibe', 'Excite', 'Essence'], ['city']],
    ['MG4', 'Hatch', 36000, 'Electric', 'RWD', null, ['Excite 51', 'Essence 64', 'XPOWER']],
    ['HS', 'SUV', 32000, 'Plug-in Hybrid', 'FWD', 1.5, ['Vibe', 'Excite', 'Essence']],
  ]),
  make('BYD', 'byd', 'LGX', [
    ['Atto 3', 'SUV', 45000, 'Electric', 'FWD', null, ['Standard Range', 'Extended Range']],
    ['Seal', 'Sedan', 50000, 'Electric', 'RWD', null, ['Dynamic', 'Premium', 'Performance']],
    ['Dolphin', 'Hatch', 33000, 'Electric', 'FWD', null, ['Dynamic', 'Premium'], ['city']],
    ['Shark 6', 'Ute', 58000, 'Plug-in Hybrid', 'AWD', 1.5, ['Premium']],
  ]),
  make(
    'Tesla',
    'tesla',
    '5YJ',
    [
      ['Model 3', 'Sedan', 55000, 'Electric', 'RWD', null, ['Rear-Wheel Drive', 'Long Range', 'Performance']],
      ['Model Y', 'SUV', 60000, 'Electric', 'AWD', null, ['Rear-Wheel Drive', 'Long Range', 'Performance']],
    ],
    true,
  ),
  make('GWM', 'gwm-haval', 'LGW', [
    ['Cannon', 'Ute', 37000, 'Diesel', '4x4', 2.4, ['Cannon', 'Lux', 'Ultra', 'Alpha']],
    ['Haval H6', 'SUV', 33000, 'Hybrid', 'FWD', 1.5, ['Premium', 'Lux', 'Ultra']],
    ['Haval Jolion', 'SUV', 27000, 'Petrol', 'FWD', 1.5, ['Premium', 'Lux', 'Ultra'], ['city']],
    ['Tank 300', 'SUV', 50000, 'Hybrid', '4x4', 2.0, ['Lux', 'Ultra']],
  ]),
  make('Suzuki', 'suzuki', 'JSA', [
    ['Swift', 'Hatch', 22000, 'Hybrid', 'FWD', 1.2, ['Hybrid', 'Hybrid Plus', 'Hybrid GLX', 'Sport'], ['city', 'sport']],
    ['Vitara', 'SUV', 30000, 'Petrol', 'FWD', 1.6, ['Vitara', 'Turbo', 'Turbo ALLGRIP']],
    ['Jimny', 'SUV', 33000, 'Petrol', '4x4', 1.5, ['Lite', 'Jimny', 'XL'], ['duo']],
  ]),
  make(
    'BMW',
    'bmw',
    'WBA',
    [
      ['X3', 'SUV', 85000, 'Petrol', 'AWD', 2.0, ['20 xDrive', '30e xDrive', 'M50 xDrive']],
      ['3 Series', 'Sedan', 75000, 'Petrol', 'RWD', 2.0, ['320i', '330i M Sport', 'M340i xDrive'], ['G20']],
      ['iX1', 'SUV', 80000, 'Electric', 'AWD', null, ['eDrive20', 'xDrive30']],
      ['X5', 'SUV', 125000, 'Diesel', 'AWD', 3.0, ['xDrive30d', 'xDrive50e', 'M60i']],
    ],
    true,
  ),
  make(
    'Mercedes-Benz',
    'mercedes-benz',
    'WDD',
    [
      ['C-Class', 'Sedan', 80000, 'Petrol', 'RWD', 2.0, ['C200', 'C300', 'C43 AMG']],
      ['GLC', 'SUV', 90000, 'Petrol', 'AWD', 2.0, ['GLC200', 'GLC300', 'GLC43 AMG']],
      ['A-Class', 'Hatch', 55000, 'Petrol', 'FWD', 1.3, ['A180', 'A200', 'A250', 'A35 AMG']],
      ['Sprinter', 'Van', 70000, 'Diesel', 'RWD', 2.0, ['315 CDI', '319 CDI']],
    ],
    true,
  ),
  make(
    'Audi',
    'audi',
    'WAU',
    [
      ['Q5', 'SUV', 75000, 'Petrol', 'AWD', 2.0, ['40 TDI', '45 TFSI', 'Sportback 45 TFSI', 'SQ5']],
      ['A4', 'Sedan', 65000, 'Petrol', 'FWD', 2.0, ['35 TFSI', '45 TFSI S line', 'S4']],
      ['Q3', 'SUV', 55000, 'Petrol', 'FWD', 1.5, ['35 TFSI', '40 TFSI S line', 'RS Q3']],
    ],
    true,
  ),
  make(
    'Lexus',
    'lexus',
    'JTH',
    [
      ['NX', 'SUV', 70000, 'Hybrid', 'AWD', 2.5, ['NX250 Luxury', 'NX350h Sports Luxury', 'NX450h+ F Sport']],
      ['RX', 'SUV', 95000, 'Hybrid', 'AWD', 2.5, ['RX350h Luxury', 'RX500h F Sport']],
      ['IS', 'Sedan', 65000, 'Petrol', 'RWD', 2.0, ['IS300 Luxury', 'IS350 F Sport'], ['sport']],
    ],
    true,
  ),
  make('Jeep', 'jeep', '1C4', [
    ['Wrangler', 'SUV', 75000, 'Petrol', '4x4', 2.0, ['Night Eagle', 'Rubicon']],
    ['Grand Cherokee', 'SUV', 80000, 'Petrol', '4x4', 3.6, ['Night Eagle', 'Limited', 'Summit Reserve']],
  ]),
  make('LDV', 'ldv', 'LSH', [
    ['T60', 'Ute', 38000, 'Diesel', '4x4', 2.0, ['Pro', 'Max', 'Max Plus', 'Max Ultra']],
    ['Deliver 9', 'Van', 48000, 'Diesel', 'FWD', 2.0, ['LWB Mid Roof', 'LWB High Roof']],
    ['eT60', 'Ute', 93000, 'Electric', 'RWD', null, ['eT60']],
  ]),
  make(
    'Volvo',
    'volvo',
    'YV1',
    [
      ['XC60', 'SUV', 75000, 'Petrol', 'AWD', 2.0, ['B5 Plus', 'B5 Ultra', 'T8 Ultimate']],
      ['EX30', 'SUV', 60000, 'Electric', 'RWD', null, ['Plus', 'Ultra', 'Twin Motor Performance']],
    ],
    true,
  ),
  make('Skoda', 'skoda', 'TMB', [
    ['Octavia', 'Wagon', 40000, 'Petrol', 'FWD', 1.4, ['110TSI Style', 'RS']],
    ['Kodiaq', 'SUV', 55000, 'Petrol', 'AWD', 2.0, ['Style', 'Sportline', 'RS']],
  ]),
  make('KGM SsangYong', 'kgm-ssangyong', 'KPT', [
    ['Musso', 'Ute', 38000, 'Diesel', '4x4', 2.2, ['ELX', 'Ultimate', 'Ultimate XLV']],
    ['Torres', 'SUV', 37000, 'Petrol', 'AWD', 1.5, ['ELX', 'Ultimate']],
  ]),
  make(
    'Polestar',
    'polestar',
    'LPS',
    [['Polestar 2', 'Sedan', 68000, 'Electric', 'RWD', null, ['Standard Range Single Motor', 'Long Range Dual Motor']]],
    true,
  ),
];

export const MOTORCYCLE_MAKES: readonly MakeSpec[] = [
  make('Yamaha', 'yamaha', 'JYA', [
    ['MT-07', 'Motorcycle', 12000, 'Petrol', 'RWD', 0.7, ['LAMS', 'Pure']],
    ['Tenere 700', 'Motorcycle', 19000, 'Petrol', 'RWD', 0.7, ['Explore', 'World Raid']],
  ]),
  make('Kawasaki', 'kawasaki', 'JKA', [['Ninja 650', 'Motorcycle', 12500, 'Petrol', 'RWD', 0.65, ['Ninja 650', 'KRT Edition']]]),
  make('Harley-Davidson', 'harley-davidson', '1HD', [['Street Glide', 'Motorcycle', 45000, 'Petrol', 'RWD', 1.9, ['Street Glide', 'Special']]], true),
];

export interface CaravanSpec {
  make: string;
  model: string;
  price: number;
  /** Body length in mm; width, weights and berths scale with it. */
  length: number;
  badges: readonly string[];
}

export const CARAVANS: readonly CaravanSpec[] = [
  { make: 'Jayco', model: 'Journey Outback', price: 78000, length: 6700, badges: ['19.61-3', '21.66-3'] },
  { make: 'Jayco', model: 'Swan', price: 38000, length: 4800, badges: ['Camper', 'Outback Camper'] },
  { make: 'Coromal', model: 'Element', price: 62000, length: 6100, badges: ['E561', 'E610'] },
  { make: 'Avan', model: 'Aspire', price: 72000, length: 5500, badges: ['503', '555'] },
  { make: 'Zone RV', model: 'Z-3', price: 98000, length: 6000, badges: ['Family', 'Couples'] },
  { make: 'Lotus Caravans', model: 'Trooper', price: 120000, length: 6600, badges: ['Family', 'Hybrid'] },
  { make: 'Crusader', model: 'Prestige', price: 89000, length: 6900, badges: ['Couples', 'Family Bunk'] },
  { make: 'Retreat', model: 'Hahndorf', price: 85000, length: 6400, badges: ['Grand Tourer'] },
];

/** Colour names as dealer feeds spell them; the media renderer maps their base word to a hue. */
export const COLOURS: readonly (readonly [string, number])[] = [
  ['Glacier White', 18],
  ['Crystal White Pearl', 8],
  ['Silver Metallic', 10],
  ['Graphite Grey', 12],
  ['Ebony Black', 12],
  ['Deep Blue Pearl', 9],
  ['Soul Red Crystal', 7],
  ['Eclipse Black', 5],
  ['Moondust Grey', 4],
  ['Bronze Mica', 3],
  ['Sage Green', 3],
  ['Orange Fury', 2],
  ['Sunburst Yellow', 1],
  ['Arctic Blue', 3],
];

export const INTERIOR_COLOURS = ['Black Cloth', 'Black Leather', 'Grey Cloth', 'Tan Leather', 'Stone Leather Accented'] as const;

export const STANDARD_EQUIPMENT = [
  'ABS Brakes',
  'Airbags - Driver and Passenger',
  'Curtain Airbags',
  'Electronic Stability Control',
  'Autonomous Emergency Braking',
  'Lane Keep Assist',
  'Reversing Camera',
  'Rear Parking Sensors',
  'Cruise Control',
  'Bluetooth Audio Streaming',
  'Power Windows',
  'Central Locking - Remote',
  'Air Conditioning',
  'Alloy Wheels',
  'LED Headlights',
  'Keyless Start',
  'Tyre Pressure Monitoring',
  'Hill Start Assist',
] as const;

/** Features buyers filter on; each car gets a subset, and all of them end up in `features`. */
export const FILTERED_FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  '360 Degree Camera',
  'Satellite Navigation',
  'Leather Seats',
  'Heated Seats',
  'Sunroof',
  'Tow Bar',
  'Wireless Phone Charger',
  'Third Row Seating',
] as const;

export const EXTRA_FEATURES = [
  'Dual Zone Climate Control',
  'Power Tailgate',
  'Head Up Display',
  'Rain Sensing Wipers',
  'Auto Dimming Mirror',
  'Roof Rails',
  'Privacy Glass',
  'Digital Instrument Cluster',
  'Premium Sound System',
  'Ventilated Seats',
] as const;
