/** The cards of a results page: its cars, sold runs collapsed, with the promo cards among them. */
import type { Tenant, PromoTile } from '../../schema/tenant.ts';
import { isSold } from '../site/car.ts';
import type { SiteCar } from '../site/car.ts';
import { PROMO_RANDOM_SPREAD } from '../site/constants.ts';

/** A random source in [0, 1), injected so placements are testable. */
export type RandomSource = () => number;

/**
 * Only the first of a run of consecutive sold cars is shown, so recent sales do not crowd the
 * page; when every car is sold, all are shown.
 */
export function collapseSoldRuns<C extends Pick<SiteCar, 'status' | 'sold'>>(cars: readonly C[]): C[] {
  if (cars.every((car) => isSold(car))) return [...cars];
  return cars.filter((car, i) => !isSold(car) || i === 0 || !isSold(cars[i - 1]!));
}

export type StockPromo = { kind: 'wantYourCar'; position: number } | { kind: 'tile'; position: number; tile: PromoTile };
export type ResultCard<C> = { kind: 'car'; car: C } | { kind: 'promo'; promo: StockPromo };

type PromoOptions = Pick<Tenant['search'], 'wantYourCarPosition' | 'promoTiles' | 'randomFirstPromoPosition' | 'randomPromoOrder'>;

/**
 * The promo cards a list carries: 'We want your car' at its position, and the tiles the
 * caller's predicate shows now (date windows and car-type display rules live in site/promos).
 */
export function stockPromos(search: Pick<PromoOptions, 'wantYourCarPosition' | 'promoTiles'>, isTileShown: (tile: PromoTile) => boolean): StockPromo[] {
  const promos: StockPromo[] = search.promoTiles.filter(isTileShown).map((tile) => ({ kind: 'tile', position: tile.position, tile }));
  if (search.wantYourCarPosition !== null) promos.push({ kind: 'wantYourCar', position: search.wantYourCarPosition });
  return promos;
}

/**
 * Inserts promos among the cars at their 1-based card positions. With random order the promos
 * swap positions among themselves; with a random first position the earliest one lands between
 * its position and position + 2. A position beyond the last card is left out.
 */
export function placePromos<C>(cars: readonly C[], promos: readonly StockPromo[], search: PromoOptions, random: RandomSource): ResultCard<C>[] {
  const positions = promos.map((p) => p.position).sort((a, b) => a - b);
  const ordered = search.randomPromoOrder ? shuffle(promos, random) : [...promos].sort((a, b) => a.position - b.position);
  if (search.randomFirstPromoPosition && positions.length) positions[0]! += Math.floor(random() * (PROMO_RANDOM_SPREAD + 1));
  const placed = ordered.map((promo, i) => ({ promo, position: positions[i]! })).sort((a, b) => a.position - b.position);

  const cards: ResultCard<C>[] = [];
  let next = 0;
  for (const car of cars) {
    while (placed[next] && placed[next]!.position <= cards.length + 1) cards.push({ kind: 'promo', promo: placed[next++]!.promo });
    cards.push({ kind: 'car', car });
  }
  return cards;
}

function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
