import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSearchRequest, resultsPageOptions } from '../runtime/search/client.ts';
import { priceDisplay } from '../runtime/finance/price.ts';
import { siteSearchOptions } from '../runtime/search/filters.ts';
import { emptySearchState } from '../runtime/search/state.ts';
import { SEARCH_MIN_PRICE_FILTER } from '../schema/constants.ts';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { sampleServer } from './api/sample-server.fixture.ts';
import { searchSeed } from './search-seed.ts';

let fixture: Awaited<ReturnType<typeof sampleServer>>;
beforeAll(async () => {
  fixture = await sampleServer(['coastal-nissan'], 40);
});
afterAll(() => fixture.close());

describe('searchSeed', () => {
  const now = new Date('2026-11-22T10:00:30Z');
  const tenant = () => sampleTenant('coastal-nissan');

  it('answers the vocabulary and the default search exactly as the page will ask, with the first photo', async () => {
    const seed = await searchSeed(tenant(), fixture.server.stock, tenant().search.defaultPath, '', now);
    expect(seed.answers).toHaveLength(2);
    const request = carSearchRequest(resultsPageOptions(siteSearchOptions(tenant())), emptySearchState(tenant().search.sortOptions[0]!), now);
    expect(seed.answers[1]!.body).toBe(JSON.stringify({ queries: request.queries }));
    const first = seed.answers[1]!.response.results[0] as { hits: { primary_image_url: string }[] };
    expect(first.hits.length).toBeGreaterThan(0);
    expect(seed.firstPhoto?.src).toContain(first.hits[0]!.primary_image_url.split('?')[0]!.replace(/^.*\/media\//, ''));
  });

  it('reaches cars without a price: a minimum price applies only where the tenant names one', async () => {
    const filterOf = (seed: Awaited<ReturnType<typeof searchSeed>>) =>
      (JSON.parse(seed.answers[1]!.body) as { queries: { filter: string }[] }).queries[0]!.filter;
    expect(filterOf(await searchSeed(tenant(), fixture.server.stock, tenant().search.defaultPath, '', now))).not.toMatch(/price >/);
    const withMinimum = { ...tenant(), search: { ...tenant().search, minPriceFilter: SEARCH_MIN_PRICE_FILTER } };
    expect(filterOf(await searchSeed(withMinimum, fixture.server.stock, tenant().search.defaultPath, '', now))).toContain('price > 1000');
  });

  it('lists cars on offer on /special-offers: each shows a reduced price, or carries the offers tag the tenant names', async () => {
    type Hit = Parameters<typeof priceDisplay>[0] & { tag: string | null };
    const result = async (t: ReturnType<typeof tenant>, path: string) =>
      (await searchSeed(t, fixture.server.stock, path, '', now)).answers[1]!.response.results[0] as { hits: Hit[]; totalHits: number };
    const reduced = (car: Hit) => {
      const shown = priceDisplay(car, { subscriptions: false, texts: { noPrice: '' } });
      return shown.kind === 'price' && shown.reduced;
    };
    const onOffer = await result(tenant(), '/special-offers');
    expect(onOffer.hits.length).toBeGreaterThan(0);
    expect(onOffer.hits.filter((car) => !reduced(car))).toEqual([]);
    expect(onOffer.totalHits).toBeLessThan((await result(tenant(), tenant().search.defaultPath)).totalHits);
    // A tag some car at the full price carries.
    const tag = (await result(tenant(), tenant().search.defaultPath)).hits.find((car) => car.tag && !reduced(car))!.tag!;
    const withTag = await result({ ...tenant(), search: { ...tenant().search, offersTag: tag } }, '/special-offers');
    expect(withTag.totalHits).toBeGreaterThan(onOffer.totalHits);
    expect(withTag.hits.filter((car) => !reduced(car) && car.tag !== tag)).toEqual([]);
  });

  it('reads refinements from the query string like the page', async () => {
    const seed = await searchSeed(tenant(), fixture.server.stock, tenant().search.defaultPath, '?sortBy=lowestPrice&page=2', now);
    const main = JSON.parse(seed.answers[1]!.body) as { queries: { sort?: string[]; page?: number }[] };
    expect(main.queries[0]).toMatchObject({ sort: ['display_price:asc', 'price:asc'], page: 2 });
  });
});
