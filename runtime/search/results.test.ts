import { describe, expect, it } from 'vitest';
import type { PromoTile } from '../../schema/tenant.ts';
import { collapseSoldRuns, placePromos, stockPromos } from './result-cards.ts';
import type { ResultCard, StockPromo } from './result-cards.ts';
import { noResultsCard, showMeCount, showMeLabel } from './results.ts';
import { testSearchOptions } from './test-tenant.ts';

type Car = { id: number; status: 'in_stock' | 'coming_soon' | 'sold' };
const car = (id: number, status: Car['status'] = 'in_stock'): Car => ({ id, status });
const cars = (n: number) => Array.from({ length: n }, (_, i) => car(i + 1));
const layout = (cards: ResultCard<Car>[]) => cards.map((c) => (c.kind === 'car' ? c.car.id : c.promo.kind === 'tile' ? c.promo.tile.id : 'wyc'));
const tile = (id: string, position: number): PromoTile => ({
  id,
  title: id,
  href: '/trade-in',
  position,
  timeZone: 'Australia/Brisbane',
  display: [],
  strictDisplay: false,
});
const never = () => 0;

describe('sold cars in results', () => {
  it('shows only the first of a consecutive run of sold cars', () => {
    const list = [car(1), car(2, 'sold'), car(3, 'sold'), car(4, 'sold'), car(5), car(6, 'sold'), car(7, 'coming_soon'), car(8, 'sold'), car(9, 'sold')];
    expect(collapseSoldRuns(list).map((c) => c.id)).toEqual([1, 2, 5, 6, 7, 8]);
  });

  it('shows all when all are sold', () => {
    expect(collapseSoldRuns([car(1, 'sold'), car(2, 'sold')]).map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('promo cards', () => {
  it("puts 'We want your car' at position 8 by default", () => {
    const search = testSearchOptions();
    const cards = placePromos(
      cars(21),
      stockPromos(search, () => true),
      search,
      never,
    );
    expect(cards).toHaveLength(22);
    expect(cards[7]).toEqual({ kind: 'promo', promo: { kind: 'wantYourCar', position: 8 } });
  });

  it('places visible tiles at their positions (8 and 17), leaving out hidden ones and positions past the end', () => {
    const search = testSearchOptions({ wantYourCarPosition: null, promoTiles: [tile('finance', 17), tile('service', 8), tile('expired', 3)] });
    const shown = stockPromos(search, (t) => t.id !== 'expired');
    expect(layout(placePromos(cars(20), shown, search, never))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      'service',
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      'finance',
      16,
      17,
      18,
      19,
      20,
    ]);
    expect(layout(placePromos(cars(6), shown, search, never))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(placePromos([], shown, search, never)).toEqual([]);
  });

  it('lands the first promo between its position and +2 with a random first position', () => {
    const search = testSearchOptions({ wantYourCarPosition: 5, randomFirstPromoPosition: true, promoTiles: [tile('t10', 10)] });
    const promos = stockPromos(search, () => true);
    const wycAt = (r: number) => layout(placePromos(cars(21), promos, search, () => r)).indexOf('wyc') + 1;
    expect([wycAt(0), wycAt(0.5), wycAt(0.99)]).toEqual([5, 6, 7]);
    expect(layout(placePromos(cars(21), promos, search, () => 0.99)).indexOf('t10') + 1).toBe(10);
  });

  it('shuffles which promo takes which position with random order', () => {
    const search = testSearchOptions({ wantYourCarPosition: null, randomPromoOrder: true, promoTiles: [tile('a', 5), tile('b', 10), tile('c', 15)] });
    const promos: StockPromo[] = stockPromos(search, () => true);
    const order = (r: number) => layout(placePromos(cars(21), promos, search, () => r)).filter((x) => typeof x === 'string');
    expect(order(0)).toEqual(['b', 'c', 'a']);
    expect(order(0.99)).toEqual(['a', 'b', 'c']);
    expect(layout(placePromos(cars(21), promos, search, () => 0)).indexOf('b') + 1).toBe(5);
  });
});

describe('Show Me button', () => {
  const facets = { car_type: { new: 1200, used: 2500, demo: 300 }, status: { in_stock: 3100, sold: 20 } };
  it('uses the count up to 1999', () => {
    expect(showMeCount(1999, facets, testSearchOptions())).toBe(1999);
  });

  it('treats counts above 1999 as capped and sums the car_type facet, or takes the in-stock count', () => {
    expect(showMeCount(2000, facets, testSearchOptions())).toBe(4000);
    expect(showMeCount(2000, facets, testSearchOptions({ showMeCountFrom: 'inStock' }))).toBe(3100);
  });

  it('reads Show Me {count} {cars}', () => {
    expect(showMeLabel(1)).toBe('Show Me 1 Car');
    expect(showMeLabel(4000)).toBe('Show Me 4,000 Cars');
  });
});

describe('no results card', () => {
  it('on special offers, clears to the special-offers path', () => {
    expect(noResultsCard({ offers: true }, '/search/new-used-and-demo-cars/')).toEqual({
      title: 'No Results Available',
      description: 'There appears to be no offers currently available that meet the conditions of your search',
      button: { label: 'Clear Filters', href: '/special-offers' },
    });
  });

  it("elsewhere, clears to the tenant's default search path", () => {
    expect(noResultsCard({ make: 'Kia' }, '/used-car/')).toEqual({
      title: 'No Results Available',
      description: 'No results found for your search at this time. Please try adjusting the filters for more results.',
      button: { label: 'Clear Filters', href: '/used-car/' },
    });
  });
});
