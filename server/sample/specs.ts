/**
 * Body, drivetrain, engine and variant fields for a sample vehicle, derived from its catalogue
 * entry so that a Hilux is a diesel 4x4 ute with a towing capacity and a Leaf has no fuel tank.
 */
import type { Car } from '../../schema/car.ts';
import type { CaravanSpec, ModelSpec, SimpleBody } from './catalogue.ts';
import type { Random } from './random.ts';

export type VehicleSpecs = Pick<
  Car,
  | 'body'
  | 'simple_body'
  | 'bodyconfiguration'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'transmission'
  | 'simple_transmission'
  | 'gearnum'
  | 'drive'
  | 'simple_drive'
  | 'seats'
  | 'doors'
  | 'engine_size'
  | 'engine_size_litres'
  | 'variant'
>;

export type CaravanSpecs = Pick<Car, 'body_width' | 'body_length' | 'tare_weight' | 'axle_type' | 'sleeps' | 'aggregate_trailer_mass'>;

interface BodyShape {
  configuration: string;
  seats: number;
  doors: number | null;
  /** Length, height, width in mm. */
  size: [number, number, number];
  towing: number;
}

const BODIES: Record<SimpleBody, BodyShape> = {
  Hatch: { configuration: 'Hatchback', seats: 5, doors: 5, size: [4300, 1450, 1790], towing: 1200 },
  Sedan: { configuration: 'Sedan', seats: 5, doors: 4, size: [4750, 1440, 1840], towing: 1600 },
  SUV: { configuration: 'Wagon', seats: 5, doors: 5, size: [4650, 1690, 1860], towing: 2000 },
  Ute: { configuration: 'Double Cab Pick Up', seats: 5, doors: 4, size: [5370, 1880, 1920], towing: 3500 },
  'Cab Chassis': { configuration: 'Single Cab Chassis', seats: 2, doors: 2, size: [5200, 1800, 1860], towing: 3500 },
  Wagon: { configuration: 'Wagon', seats: 5, doors: 5, size: [4870, 1670, 1880], towing: 2000 },
  Van: { configuration: 'Van', seats: 3, doors: 4, size: [5300, 2280, 1950], towing: 2500 },
  'People Mover': { configuration: 'Wagon', seats: 8, doors: 5, size: [5150, 1780, 1990], towing: 2000 },
  Coupe: { configuration: 'Fastback', seats: 4, doors: 2, size: [4810, 1400, 1920], towing: 0 },
  Convertible: { configuration: 'Roadster', seats: 2, doors: 2, size: [3920, 1240, 1740], towing: 0 },
  Caravan: { configuration: 'Caravan', seats: 0, doors: 1, size: [6500, 3000, 2450], towing: 0 },
  Motorcycle: { configuration: 'Motorcycle', seats: 2, doors: null, size: [2100, 1100, 800], towing: 0 },
};

function transmission(random: Random, model: ModelSpec): Pick<Car, 'trans' | 'gearnum' | 'simple_transmission'> {
  if (model.fuel === 'Electric') return { trans: '1 Speed Reduction Gear', gearnum: 1, simple_transmission: 'Automatic' };
  if (model.body === 'Motorcycle') return { trans: '6 Speed Manual', gearnum: 6, simple_transmission: 'Manual' };
  if ((model.body === 'Ute' || model.body === 'Hatch') && random.chance(0.08)) {
    return { trans: '6 Speed Manual', gearnum: 6, simple_transmission: 'Manual' };
  }
  if (model.fuel === 'Hybrid' && model.litres != null && model.litres <= 2.5) {
    return { trans: 'Constant Variable Transmission', gearnum: null, simple_transmission: 'Automatic' };
  }
  const gears = random.pick([6, 8, 8, 9, 10]);
  return { trans: `${gears} Speed Automatic`, gearnum: gears, simple_transmission: 'Automatic' };
}

function cylinders(litres: number): number {
  if (litres < 1.3) return 3;
  if (litres < 2.6) return 4;
  if (litres < 3.9) return 6;
  return 8;
}

function induction(model: ModelSpec): string | null {
  if (model.litres == null) return null;
  if (model.fuel === 'Diesel') return 'Turbo Intercooled';
  return model.litres < 1.6 || model.litres === 2.0 ? 'Turbo' : 'Aspirated';
}

export function vehicleSpecs(random: Random, model: ModelSpec, badgeIndex: number): VehicleSpecs {
  const shape = BODIES[model.body];
  const seven = model.body === 'SUV' && model.price >= 45_000 && random.chance(0.5);
  const seats = model.badges[badgeIndex] === 'Commuter' ? 12 : seven ? 7 : shape.seats;
  const gears = transmission(random, model);
  const cc = model.litres == null ? null : Math.round(model.litres * 1000) - random.int(0, 40);
  const [length, height, width] = shape.size;
  const electric = model.fuel === 'Electric';
  return {
    body: model.body,
    simple_body: model.body,
    bodyconfiguration: shape.configuration,
    fuel: model.fuel,
    simple_fuel: model.fuel,
    ...gears,
    transmission: gears.simple_transmission,
    drive: model.drive,
    simple_drive: model.drive,
    seats,
    doors: shape.doors,
    engine_size: cc,
    engine_size_litres: model.litres,
    variant: {
      cylinders: model.litres == null ? null : cylinders(model.litres),
      enginesize: cc,
      enginesize_litres: model.litres,
      induction: induction(model),
      fuelconsumptioncombined: electric ? null : Math.round(((model.fuel === 'Hybrid' ? 3 : 5) + (model.litres ?? 0) * 1.4 + random.next() * 1.5) * 10) / 10,
      fuelcapacity: electric ? null : model.body === 'Motorcycle' ? 14 : 40 + Math.round((model.litres ?? 1) * 12),
      grossvehiclemass: model.body === 'Motorcycle' ? null : 1500 + Math.round(length * 0.25 + (model.litres ?? 2) * 150),
      vehiclelength: length + random.int(-150, 150),
      vehicleheight: height + random.int(-40, 40),
      vehiclewidth: width + random.int(-30, 30),
      towingcapacitybraked: shape.towing === 0 ? null : shape.towing,
      bodyconfiguration: shape.configuration,
      torque: Math.round(model.fuel === 'Diesel' ? 200 + (model.litres ?? 2) * 150 : electric ? 310 + random.int(0, 250) : 90 + (model.litres ?? 1) * 100),
      ancaprating:
        model.body === 'Motorcycle'
          ? null
          : random.weighted([
              [5, 8],
              [4, 1],
              [null, 1],
            ] as const),
      geartype: gears.simple_transmission,
    },
  };
}

export function caravanSpecs(random: Random, caravan: CaravanSpec): CaravanSpecs {
  const length = caravan.length + random.int(-200, 200);
  const tare = Math.round(length * 0.36 + random.int(-150, 150));
  return {
    body_width: random.pick([2300, 2400, 2490]),
    body_length: length,
    tare_weight: tare,
    axle_type: length > 5800 ? 'Tandem' : 'Single',
    sleeps: length > 6300 ? random.int(4, 6) : random.int(2, 4),
    aggregate_trailer_mass: tare + random.pick([550, 650, 750]),
  };
}

/** Buyer-facing groupings the categories facet offers. */
export function categoriesOf(specs: Pick<Car, 'simple_body' | 'simple_fuel' | 'simple_drive' | 'seats'>, price: number, premium: boolean): string[] {
  const categories: string[] = [];
  if (specs.simple_fuel === 'Electric') categories.push('Electric');
  if (specs.simple_fuel === 'Hybrid' || specs.simple_fuel === 'Plug-in Hybrid') categories.push('Hybrid');
  if (specs.simple_drive === '4x4') categories.push('Off Road');
  if ((specs.seats ?? 0) >= 7) categories.push('Family');
  if (specs.simple_body === 'Ute' || specs.simple_body === 'Van' || specs.simple_body === 'Cab Chassis') categories.push('Work');
  if (price > 0 && price < 20_000) categories.push('Under $20k');
  if (premium) categories.push('Luxury');
  return categories;
}
