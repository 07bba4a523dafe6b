import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema } from '../../schema/car.ts';
import { TARGETS, type TestTarget } from '../engine/test-targets.ts';
import { meilisearchStockWriter } from './meilisearch-stock.ts';
import { withSearchFields } from './search-fields.ts';

const INDEX = 'Car_production';

const car = (id: number) =>
  withSearchFields(
    carSchema.parse({
      id,
      slug: `2021-toyota-hilux-sr5-${id}`,
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      car_type: 'used',
      status: 'in_stock',
      price: 36_990,
      created_at: '2025-09-20T10:00:00.000Z',
      location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota' },
    }),
  );

describe.each(TARGETS)('the Meilisearch stock writer on the %s', (_name, start) => {
  let target: TestTarget;
  beforeAll(async () => {
    target = await start({ masterKey: 'writer-master-key-0123456789' });
  });
  afterAll(() => target?.close());

  it('flags a car reserved and back, leaving its other fields and any car not in the index alone', async () => {
    const stock = meilisearchStockWriter(target.client);
    await stock.applyCarSettings(INDEX);
    await stock.addCars(INDEX, [car(1)]);
    await stock.setReserved(INDEX, 1, true);
    expect(await target.client.index(INDEX).getDocument(1, { fields: ['id', 'reserved', 'price'] })).toEqual({ id: 1, reserved: true, price: 36_990 });
    await stock.setReserved(INDEX, 1, false);
    expect(await target.client.index(INDEX).getDocument(1, { fields: ['reserved'] })).toEqual({ reserved: false });
    await stock.setReserved(INDEX, 2, true);
    await stock.setReserved('Other_index', 2, true);
    expect(await stock.documentCount(INDEX)).toBe(1);
  });
});
