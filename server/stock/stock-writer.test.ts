import { describe, expect, it } from 'vitest';
import { sortExpression } from '../../runtime/search/sort.ts';
import { carSchema } from '../../schema/car.ts';
import type { CarInput } from '../../schema/car.ts';
import { createEngine } from '../engine/engine.ts';
import { multiSearch } from '../engine/http-search.ts';
import { withSearchFields } from './search-fields.ts';
import { embeddedStockWriter } from './stock-writer.ts';

const INDEX = 'Car_production';

const car = (id: number, prices: Pick<CarInput, 'price' | 'offer_price'>) =>
  withSearchFields(
    carSchema.parse({
      id,
      slug: `2021-toyota-hilux-sr5-${id}`,
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      car_type: 'used',
      status: 'in_stock',
      created_at: '2025-09-20T10:00:00.000Z',
      location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota' },
      ...prices,
    }),
  );

const order = (engine: ReturnType<typeof createEngine>, sortBy: 'lowestPrice' | 'highestPrice') =>
  (multiSearch(engine, [{ indexUid: INDEX, sort: sortExpression(sortBy) }]) as { hits: { id: number }[] }[])[0]!.hits.map((hit) => hit.id);

describe('embeddedStockWriter', () => {
  it('writes cars the price sorts order by the price their cards show', async () => {
    const engine = createEngine();
    const stock = embeddedStockWriter(engine);
    await stock.applyCarSettings(INDEX);
    // Car 1 shows its $35,490 offer; sorting on the price would list it above the $35,990 car.
    await stock.addCars(INDEX, [car(1, { price: 36_990, offer_price: 35_490 }), car(2, { price: 35_990 }), car(3, { price: 36_490 }), car(4, { price: 0 })]);
    expect(order(engine, 'lowestPrice')).toEqual([4, 1, 2, 3]);
    expect(order(engine, 'highestPrice')).toEqual([3, 2, 1, 4]);
  });

  it('orders stock written before cars carried display_price by the price', async () => {
    const engine = createEngine();
    const stock = embeddedStockWriter(engine);
    await stock.applyCarSettings(INDEX);
    const earlier = [car(1, { price: 36_990 }), car(2, { price: 35_990 })].map(({ display_price: _, ...fields }) => fields);
    await stock.addCars(INDEX, earlier);
    expect(order(engine, 'lowestPrice')).toEqual([2, 1]);
  });
});

describe('setReserved', () => {
  it('flags a car reserved and back, leaving its other fields and any car not in the index alone', async () => {
    const engine = createEngine();
    const stock = embeddedStockWriter(engine);
    await stock.applyCarSettings(INDEX);
    await stock.addCars(INDEX, [car(1, { price: 36_990 })]);
    await stock.setReserved(INDEX, 1, true);
    expect(engine.getDocument(INDEX, '1', ['id', 'reserved', 'price'])).toEqual({ id: 1, reserved: true, price: 36_990 });
    await stock.setReserved(INDEX, 1, false);
    expect(engine.getDocument(INDEX, '1', ['reserved'])).toEqual({ reserved: false });
    await stock.setReserved(INDEX, 2, true);
    await stock.setReserved('Other_index', 2, true);
    expect(engine.stats(INDEX).numberOfDocuments).toBe(1);
  });
});
