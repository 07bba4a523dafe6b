/**
 * The words a car page shows about a car: title, subtitle and the spec lists, in one place so the
 * page, the print view and the server's PDF say the same thing. Pure: no React, no I/O.
 * Dropping empty values is the site rule `visibleSpecs`.
 */
import type { Car } from '../../schema/car.ts';
import { formatDate } from './dates.ts';
import { formatCount } from './numbers.ts';
import { visibleSpecs, type Spec } from './specs.ts';

export type FactsCar = Pick<Car, 'year' | 'make' | 'model'> & Partial<Omit<Car, 'year' | 'make' | 'model'>>;

const unit = (value: number | null | undefined, suffix: string) => (value == null ? null : `${formatCount(value)} ${suffix}`);
const date = (value: string | null | undefined) => (value ? formatDate(value) : null);

/** Year, make, model: the page's heading. */
export function carTitle(car: FactsCar): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/** Badge and series under the title, e.g. "ST-L sport"; empty when the car has neither. */
export function carSubtitle(car: FactsCar): string {
  return [car.badge, car.series].filter((part) => part && part !== 'null').join(' ');
}

/** The full name used in the page title, share texts and the PDF. */
export function carName(car: FactsCar): string {
  return car.name?.trim() || [carTitle(car), carSubtitle(car)].filter(Boolean).join(' ');
}

export function kmText(km: number | null | undefined): string | null {
  return unit(km, 'km');
}

export function engineText(car: FactsCar): string | null {
  if (car.engine_size_litres) return `${car.engine_size_litres.toFixed(1)}L`;
  return unit(car.engine_size, 'cc');
}

/** The three sidebar icons: kms, transmission, body. */
export function sidebarIcons(car: FactsCar): Spec[] {
  return visibleSpecs([
    { label: 'Kms', value: kmText(car.km) },
    { label: 'Transmission', value: car.simple_transmission ?? car.transmission },
    { label: 'Body', value: car.simple_body ?? car.body },
  ]);
}

/** Car Details: who and where the car is. */
export function carDetails(car: FactsCar): Spec[] {
  return visibleSpecs([
    { label: 'Condition', value: car.car_type ? car.car_type[0]!.toUpperCase() + car.car_type.slice(1) : null },
    { label: 'Stock No.', value: car.stocknum },
    { label: 'VIN', value: car.vin },
    { label: 'Rego', value: car.regplate },
    { label: 'Rego Expiry', value: date(car.rego_expiry) },
    { label: 'Build Date', value: date(car.build_date) },
    { label: 'Compliance Date', value: date(car.compliance_date) },
    { label: 'Colour', value: car.colour },
    { label: 'Interior Colour', value: car.interior_colour },
    { label: 'Location', value: car.location?.name },
  ]);
}

/** Key information: how the car drives. */
export function keyInformation(car: FactsCar): Spec[] {
  return visibleSpecs([
    { label: 'Odometer', value: kmText(car.km) },
    { label: 'Transmission', value: car.trans ?? car.transmission },
    { label: 'Body', value: car.body },
    { label: 'Fuel', value: car.fuel },
    { label: 'Drive', value: car.drive },
    { label: 'Engine', value: engineText(car) },
    { label: 'Gears', value: car.gearnum },
    { label: 'Seats', value: car.seats },
    { label: 'Doors', value: car.doors },
  ]);
}

/** Features: the car's own list, else the model's standard equipment. */
export function carFeatures(car: FactsCar): string[] {
  const list = car.features?.length ? car.features : (car.standardEquipment ?? []);
  return list.map((feature) => feature.trim()).filter((feature) => feature && feature !== 'null');
}

export function caravanSpecs(car: FactsCar): Spec[] {
  if (car.item_type !== 'caravan') return [];
  return visibleSpecs([
    { label: 'Body Width', value: unit(car.body_width, 'mm') },
    { label: 'Body Length', value: unit(car.body_length, 'mm') },
    { label: 'Tare Weight', value: unit(car.tare_weight, 'kg') },
    { label: 'Axle Type', value: car.axle_type },
    { label: 'Sleeps', value: car.sleeps },
    { label: 'Aggregate Trailer Mass', value: unit(car.aggregate_trailer_mass, 'kg') },
  ]);
}

export interface SpecGroup {
  title: string;
  specs: Spec[];
}

/** All specifications from the variant record, grouped; groups with nothing to show are left out. */
export function allSpecifications(car: FactsCar): SpecGroup[] {
  const v = car.variant ?? {};
  const groups: SpecGroup[] = [
    {
      title: 'Engine',
      specs: [
        { label: 'Cylinders', value: v.cylinders },
        { label: 'Engine Size', value: v.enginesize_litres ? `${v.enginesize_litres.toFixed(1)}L` : unit(v.enginesize, 'cc') },
        { label: 'Induction', value: v.induction },
        { label: 'Torque', value: unit(v.torque, 'Nm') },
      ],
    },
    {
      title: 'Fuel',
      specs: [
        { label: 'Fuel Consumption (combined)', value: v.fuelconsumptioncombined == null ? null : `${v.fuelconsumptioncombined} L/100km` },
        { label: 'Fuel Capacity', value: unit(v.fuelcapacity, 'L') },
      ],
    },
    {
      title: 'Dimensions and Weights',
      specs: [
        { label: 'Length', value: unit(v.vehiclelength, 'mm') },
        { label: 'Height', value: unit(v.vehicleheight, 'mm') },
        { label: 'Width', value: unit(v.vehiclewidth, 'mm') },
        { label: 'Gross Vehicle Mass', value: unit(v.grossvehiclemass, 'kg') },
        { label: 'Towing Capacity (braked)', value: unit(v.towingcapacitybraked, 'kg') },
      ],
    },
    {
      title: 'Body and Safety',
      specs: [
        { label: 'Body Configuration', value: v.bodyconfiguration ?? car.bodyconfiguration },
        { label: 'Gear Type', value: v.geartype },
        { label: 'ANCAP Rating', value: v.ancaprating == null ? null : `${v.ancaprating} stars` },
      ],
    },
  ];
  return groups.map((group) => ({ ...group, specs: visibleSpecs(group.specs) })).filter((group) => group.specs.length > 0);
}

/** What a list shows before its Show All / Show More toggle is pressed. */
export function firstItems<T>(items: readonly T[], limit: number, expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || items.length <= limit) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}
