/**
 * The rows of the side-by-side comparison, each marked when the cars differ on it. Pure: the compare page draws them.
 */
import { engineText, kmText, type FactsCar } from './car-facts.ts';
import { formatCount } from './numbers.ts';

export type CompareValue = string | number | null | undefined;

/** Two or more cars disagree on a row; a missing value counts as a value, so "—" against "Diesel" differs. */
export function valuesDiffer(values: readonly CompareValue[]): boolean {
  const shown = new Set(values.map((value) => (value == null ? '' : String(value).trim().toLowerCase())));
  return values.length > 1 && shown.size > 1;
}

export interface CompareRow {
  label: string;
  /** One per car, in the table's column order; null where the car has no value. */
  values: (string | null)[];
  differs: boolean;
}

const unit = (value: number | null | undefined, suffix: string) => (value == null ? null : `${formatCount(value)} ${suffix}`);

/** The facts the table compares after price and weekly figure, in reading order. */
const FACT_ROWS: { label: string; value: (car: FactsCar) => CompareValue }[] = [
  { label: 'Year', value: (car) => car.year },
  { label: 'Kms', value: (car) => kmText(car.km) },
  { label: 'Body', value: (car) => car.simple_body ?? car.body },
  { label: 'Fuel', value: (car) => car.simple_fuel ?? car.fuel },
  { label: 'Transmission', value: (car) => car.trans ?? car.simple_transmission ?? car.transmission },
  { label: 'Engine', value: engineText },
  { label: 'Drive', value: (car) => car.simple_drive ?? car.drive },
  { label: 'Seats', value: (car) => car.seats },
  { label: 'Doors', value: (car) => car.doors },
  { label: 'Fuel economy', value: (car) => (car.variant?.fuelconsumptioncombined == null ? null : `${car.variant.fuelconsumptioncombined} L/100km`) },
  { label: 'Towing (braked)', value: (car) => unit(car.variant?.towingcapacitybraked, 'kg') },
  { label: 'ANCAP rating', value: (car) => (car.variant?.ancaprating == null ? null : `${car.variant.ancaprating} stars`) },
  { label: 'Colour', value: (car) => car.colour },
  { label: 'Location', value: (car) => car.location?.name ?? car.location_name },
];

const text = (value: CompareValue): string | null => {
  const shown = value == null ? '' : String(value).trim();
  return shown && shown !== 'null' ? shown : null;
};

/** The fact rows for these cars; a row none of them has a value for is left out. */
export function compareRows(cars: readonly FactsCar[]): CompareRow[] {
  return FACT_ROWS.map(({ label, value }) => {
    const values = cars.map((car) => text(value(car)));
    return { label, values, differs: valuesDiffer(values) };
  }).filter((row) => row.values.some((value) => value !== null));
}
