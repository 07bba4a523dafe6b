import { describe, expect, it } from 'vitest';
import * as site from './index.ts';

describe('@dealer/site', () => {
  it('exports the rules of every module in the package', () => {
    expect(Object.keys(site)).toEqual(expect.arrayContaining(['carButtons', 'tagBanner', 'isListed', 'dealerPhone', 'openingHoursRows', 'blockLocations', 'visibleReviews', 'offerPath', 'shownPromoTiles', 'salesThisMonth', 'manufacturerSlug', 'imageUrl', 'gateDecision', 'visibleSpecs', 'formatDate']));
  });
});
