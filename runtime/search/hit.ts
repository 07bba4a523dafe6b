import type { Car } from '../../schema/car.ts';

import { CAR_HIT_ATTRIBUTES } from '../../schema/car-hit.ts';

export { CAR_HIT_ATTRIBUTES };

/** A search hit: a car with the card's fields only. */
export type CarHit = Pick<Car, (typeof CAR_HIT_ATTRIBUTES)[number]>;
