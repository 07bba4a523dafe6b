import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as site from './index.ts';

describe('@dealer/site', () => {
  it('exports the rules of every module in the package', () => {
    expect(Object.keys(site)).toEqual(expect.arrayContaining(['carButtons', 'tagBanner', 'isListed', 'dealerPhone', 'openingHoursRows', 'blockLocations', 'visibleReviews', 'offerPath', 'shownPromoTiles', 'salesThisMonth', 'manufacturerSlug', 'imageUrl', 'gateDecision', 'visibleSpecs', 'formatDate']));
  });

  it('has a test beside every module', () => {
    const files = readdirSync(new URL('.', import.meta.url));
    const untested = files
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'constants.ts', 'car.ts', 'slug.ts'].includes(file))
      .filter((file) => !files.includes(file.replace(/\.ts$/, '.test.ts')));
    expect(untested).toEqual([]);
  });
});
