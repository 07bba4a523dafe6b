/** Sample photos draw the car itself: its make, model and colour from the stock. */
import type { StockReader } from '../stock/stock-reader.ts';
import type { CarLook } from './routes.ts';

export function stockCarLook(stock: StockReader, indexes: readonly string[]): (id: number) => Promise<CarLook | undefined> {
  return async (id) => {
    for (const uid of indexes) {
      const [car] = (await stock.documents(uid, [id], ['make', 'model', 'colour']).catch(() => [])) as { make?: string; model?: string; colour?: string }[];
      // A photo is drawn whatever the engine says: a car it cannot find gets the look derived from its id.
      if (car?.make && car.model) return { make: car.make, model: car.model, colour: car.colour ?? 'White' };
    }
    return undefined;
  };
}
