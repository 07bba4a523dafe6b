/**
 * The compared cars, each from GET /api/cars/by-id/:id (the site's own stock, cached for a minute), asked
 * once per visit: taking a car out of the comparison or coming back to it asks for nothing again.
 */
import type { Car } from '../../../schema/car.ts';
import { apiJson, ApiCallError } from '../account/api';

const asked = new Map<number, Promise<Car | null>>();

/** The car, or null when the site no longer lists it; a failed call is asked again next time. */
function carById(id: number): Promise<Car | null> {
  let pending = asked.get(id);
  if (!pending) {
    pending = apiJson<{ car: Car }>(`/api/cars/by-id/${id}`).then(
      ({ car }) => car,
      (error: Error) => {
        if (error instanceof ApiCallError && error.status === 404) return null;
        asked.delete(id);
        throw error;
      },
    );
    asked.set(id, pending);
  }
  return pending;
}

export interface ComparedCars {
  /** In the order of the ids. */
  cars: Car[];
  /** How many ids are of cars the site no longer lists. */
  unlisted: number;
}

export async function comparedCars(ids: readonly number[]): Promise<ComparedCars> {
  const found = await Promise.all(ids.map(carById));
  const cars = found.filter((car): car is Car => car !== null);
  return { cars, unlisted: found.length - cars.length };
}
