import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import type { PromoTile } from '../../schema/tenant.ts';
import { isPromoLive, shownPromoTiles, suitsCarTypes } from './promos.ts';

const tile = (overrides: object = {}): PromoTile =>
  tenantSchema.shape.search.parse({ promoTiles: [{ id: 'winter-sale', title: 'Winter sale', href: '/special-offers', position: 8, ...overrides }] })
    .promoTiles[0]!;
const at = (iso: string) => new Date(iso);

describe('isPromoLive', () => {
  const july = tile({ start: '2025-07-01', expiry: '2025-07-24' });

  it('starts at midnight on the start date in Brisbane', () => {
    expect(isPromoLive(july, at('2025-06-30T13:59:59Z'))).toBe(false);
    expect(isPromoLive(july, at('2025-06-30T14:00:00Z'))).toBe(true);
  });

  it('runs to the end of a date-only expiry day in Brisbane', () => {
    expect(isPromoLive(july, at('2025-07-24T13:59:59Z'))).toBe(true);
    expect(isPromoLive(july, at('2025-07-24T14:00:00Z'))).toBe(false);
  });

  it('reads dates with an offset as given', () => {
    const spring = tile({ start: '2025-08-21T00:00+10:00', expiry: '2025-09-30T23:59+10:00', timeZone: 'UTC' });
    expect(isPromoLive(spring, at('2025-08-20T13:59:59Z'))).toBe(false);
    expect(isPromoLive(spring, at('2025-08-20T14:00:00Z'))).toBe(true);
    expect(isPromoLive(spring, at('2025-09-30T13:59:00Z'))).toBe(true);
    expect(isPromoLive(spring, at('2025-09-30T13:59:01Z'))).toBe(false);
  });

  it("reads dates without an offset in the tile's time zone, daylight saving included", () => {
    const sydneySummer = tile({ start: '2025-12-01', expiry: '2025-12-31', timeZone: 'Australia/Sydney' });
    expect(isPromoLive(sydneySummer, at('2025-11-30T12:59:59Z'))).toBe(false);
    expect(isPromoLive(sydneySummer, at('2025-11-30T13:00:00Z'))).toBe(true);
    expect(isPromoLive(sydneySummer, at('2025-12-31T12:59:59Z'))).toBe(true);
    expect(isPromoLive(sydneySummer, at('2025-12-31T13:00:00Z'))).toBe(false);
  });

  it('is open-ended without a start or an expiry', () => {
    expect(isPromoLive(tile(), at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isPromoLive(tile({ expiry: '2025-07-24' }), at('2020-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('suitsCarTypes', () => {
  it('shows a tile without car types with any results', () => {
    expect(suitsCarTypes(tile(), ['used'])).toBe(true);
  });

  it('shows a tile limited to used cars when the results include used cars', () => {
    const used = tile({ display: ['used'] });
    expect(suitsCarTypes(used, ['used'])).toBe(true);
    expect(suitsCarTypes(used, ['demo', 'used'])).toBe(true);
    expect(suitsCarTypes(used, [])).toBe(true);
    expect(suitsCarTypes(used, ['new'])).toBe(false);
  });

  it('with strictDisplay shows the tile only when the results are exactly its car types', () => {
    const newAndDemo = tile({ display: ['new', 'demo'], strictDisplay: true });
    expect(suitsCarTypes(newAndDemo, ['demo', 'new'])).toBe(true);
    expect(suitsCarTypes(newAndDemo, ['new'])).toBe(false);
    expect(suitsCarTypes(newAndDemo, [])).toBe(false);
    expect(suitsCarTypes(tile({ display: ['new', 'demo', 'used'], strictDisplay: true }), [])).toBe(true);
  });
});

describe('shownPromoTiles', () => {
  it('keeps live tiles that suit the car types', () => {
    const tiles = [
      tile({ id: 'july', start: '2025-07-01', expiry: '2025-07-24' }),
      tile({ id: 'spring', start: '2025-08-21T00:00+10:00', expiry: '2025-09-30T23:59+10:00' }),
      tile({ id: 'used-only', display: ['used'], strictDisplay: true }),
    ];
    expect(shownPromoTiles(tiles, at('2025-09-01T00:00:00Z'), ['used']).map((t) => t.id)).toEqual(['spring', 'used-only']);
    expect(shownPromoTiles(tiles, at('2025-07-10T00:00:00Z'), ['new']).map((t) => t.id)).toEqual(['july']);
  });
});
