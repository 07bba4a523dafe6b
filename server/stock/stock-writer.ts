/**
 * What sample stock, a start and a paid deposit need to write: the car settings, cars and a car's reserved flag, into
 * whichever engine holds the stock (the external Meilisearch's writer is in meilisearch-stock.ts). Real stock goes in
 * by `dealer-gen stock import`.
 */
import { carIndexSettings, type Car } from '../../schema/car.ts';
import type { Engine } from '../engine/engine.ts';
import { MeiliError } from '../engine/errors.ts';
import { coversSettings } from './index-settings.ts';

export interface StockWriter {
  /** How many documents the index holds; none when it was never made. */
  documentCount(uid: string): Promise<number>;
  /** Gives the index (made if missing) the car settings unless it has them, waiting for the engine to apply them. */
  applyCarSettings(uid: string): Promise<void>;
  /** Adds or replaces cars, waiting until they are searchable. */
  addCars(uid: string, cars: readonly Car[]): Promise<void>;
  /** Sets a car's `reserved` flag, waiting until search sees it; a car no longer in the index is left out. */
  setReserved(uid: string, carId: number, reserved: boolean): Promise<void>;
}

export function embeddedStockWriter(engine: Engine): StockWriter {
  const exists = (uid: string) => engine.listIndexes(0, 1000).results.some((index) => index.uid === uid);
  return {
    async documentCount(uid) {
      return exists(uid) ? engine.stats(uid).numberOfDocuments : 0;
    },
    async applyCarSettings(uid) {
      if (exists(uid) && coversSettings(engine.settings(uid), carIndexSettings)) return;
      const task = await engine.waitForTask(engine.updateSettings(uid, carIndexSettings).taskUid);
      if (task.status !== 'succeeded') throw new Error(`The car settings of index ${uid} were not applied: ${task.error?.message ?? task.status}`);
    },
    async addCars(uid, cars) {
      const task = await engine.waitForTask(engine.addDocuments(uid, cars, { primaryKey: 'id' }).taskUid);
      if (task.status !== 'succeeded') throw new Error(`Cars were not added to ${uid}: ${task.error?.message ?? task.status}`);
    },
    async setReserved(uid, carId, reserved) {
      try {
        engine.getDocument(uid, String(carId), ['id']);
      } catch (error) {
        // A merge would otherwise make a document of the flag alone.
        if (error instanceof MeiliError && (error.code === 'document_not_found' || error.code === 'index_not_found')) return;
        throw error;
      }
      const task = await engine.waitForTask(engine.addDocuments(uid, [{ id: carId, reserved }], { merge: true }).taskUid);
      if (task.status !== 'succeeded') throw new Error(`Car ${carId} of ${uid} was not updated: ${task.error?.message ?? task.status}`);
    },
  };
}
