/** The fuel cost calculator on the vehicle page. */
import type { ItemType } from '../../schema/lists.ts';
import { FINANCE_FREQUENCIES, FUEL_ECONOMY_DEFAULT } from '../site/constants.ts';

export interface FuelCar {
  /** Stock other than cars (a caravan) has no engine of its own to cost. */
  item_type?: ItemType | null;
  fuel?: string | null;
  simple_fuel?: string | null;
  variant?: { fuelconsumptioncombined?: number | string | null } | null;
}

/** Opening inputs; the spec does not give them, these are typical Australian figures. */
export const FUEL_CALCULATOR_DEFAULTS = { kmPerYear: 15_000, pricePerLitre: 2 } as const;

const ELECTRIC = /electric/i;
const HYBRID = /hybrid/i;

/** Cars only, and hidden for electric cars; hybrids (often described as "petrol-electric") still burn fuel. */
export function fuelCalculatorVisible(car: FuelCar): boolean {
  if (car.item_type && car.item_type !== 'car') return false;
  return ![car.simple_fuel, car.fuel].some((fuel) => fuel && ELECTRIC.test(fuel) && !HYBRID.test(fuel));
}

/** Combined L/100km from the car's variant; 10 when unknown. */
export function fuelEconomy(car: FuelCar): number {
  const combined = Number(car.variant?.fuelconsumptioncombined);
  return Number.isFinite(combined) && combined > 0 ? combined : FUEL_ECONOMY_DEFAULT;
}

export interface FuelCostInput {
  litresPer100km: number;
  kmPerYear: number;
  pricePerLitre: number;
}

/** Dollars to the cent; negative or missing inputs count as 0. */
export function fuelCost({ litresPer100km, kmPerYear, pricePerLitre }: FuelCostInput): { perYear: number; perWeek: number } {
  const perYear = (nonNegative(kmPerYear) / 100) * nonNegative(litresPer100km) * nonNegative(pricePerLitre);
  return { perYear: toCents(perYear), perWeek: toCents(perYear / FINANCE_FREQUENCIES.wk) };
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}
