/** Sample photos draw the car itself: its make, model, body and colour from the stock. */
import type { ItemType } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { StockReader } from '../stock/stock-reader.ts';
import type { StockFor } from '../stock/tenant-stock.ts';
import type { CarLook } from './routes.ts';

export function stockCarLook(stockFor: StockFor, tenants: readonly Tenant[]): (id: number) => Promise<CarLook | undefined> {
  // A photo's URL names no tenant: each engine and index the tenants read is asked, once however many share it.
  const places: { stock: StockReader; uid: string }[] = [];
  for (const tenant of tenants) {
    const place = { stock: stockFor(tenant), uid: tenant.search.indexName };
    if (!places.some((known) => known.stock === place.stock && known.uid === place.uid)) places.push(place);
  }
  return async (id) => {
    for (const { stock, uid } of places) {
      const [car] = (await stock.documents(uid, [id], ['make', 'model', 'colour', 'item_type', 'simple_body']).catch(() => [])) as {
        make?: string;
        model?: string;
        colour?: string;
        item_type?: ItemType;
        simple_body?: string | null;
      }[];
      // A photo is drawn whatever the engine says: a car it cannot find gets the look derived from its id.
      if (car?.make && car.model)
        return {
          make: car.make,
          model: car.model,
          colour: car.colour ?? 'White',
          ...(car.item_type ? { itemType: car.item_type } : {}),
          ...(car.simple_body ? { body: car.simple_body } : {}),
        };
    }
    return undefined;
  };
}
