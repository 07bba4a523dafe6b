import { describe, expect, it } from 'vitest';
import { carIndexSettings } from '../../schema/car.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { createEngine } from '../engine/engine.ts';
import { embeddedStockWriter } from '../stock/stock-writer.ts';
import { fillSampleStock } from './fill.ts';

describe('fillSampleStock', () => {
  it('keeps the cars of an earlier run but gives the index this release’s settings', async () => {
    const engine = createEngine();
    const tenant = sampleTenant('redgum-used-cars');
    const index = tenant.search.indexName;
    await engine.waitForTask(engine.addDocuments(index, [{ id: 1, make: 'Kia' }], { primaryKey: 'id' }).taskUid);
    await engine.waitForTask(engine.updateSettings(index, { filterableAttributes: ['make'] }).taskUid);
    await fillSampleStock(embeddedStockWriter(engine), [tenant], 5);
    expect(engine.stats(index).numberOfDocuments).toBe(1);
    expect(engine.settings(index).filterableAttributes).toEqual(carIndexSettings.filterableAttributes);
  });
});
