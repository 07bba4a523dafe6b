import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteGen from '@site/site.gen';
import { SITE } from '@site/site.gen';
import { PriceDisplay } from './PriceDisplay';

// The test site (harbourside) sells outright only; these cards come from a site that offers subscriptions too.
vi.mock('@site/site.gen', async (original) => {
  const site = await original<typeof SiteGen>();
  return { ...site, SITE: { ...site.SITE, subscriptions: true } };
});

const render = (car: Parameters<typeof PriceDisplay>[0]['car']) => renderToString(<PriceDisplay car={car} variant="card" />);

describe('PriceDisplay', () => {
  it('shows an offer above 10 in reduced style with the price struck through', () => {
    const html = render({ price: 30000, offer_price: 28500, price_type: 'Drive Away' });
    expect(html).toContain('price-display--reduced');
    expect(html).toMatch(/<s[^>]*>\$30,000<\/s>/);
    expect(html).toContain('$28,500');
    expect(html).toContain('Drive Away');
  });

  it('says a subscription price is a weekly subscription, without the outright price type', () => {
    const car = { price: 54990, subscription_price: 361, price_type: 'Excl. Govt. Charges' };
    const text = renderToString(<PriceDisplay car={car} variant="detail" />).replace(/<!-- -->|<[^>]+>/g, '');
    expect(text).toBe('$361 /wk subscription');
    expect(render({ ...car, subscription_price: null })).toContain('Excl. Govt. Charges');
  });

  it('shows a recorded higher was-price', () => {
    expect(render({ price: 20000, before_price: 22000 })).toMatch(/<s[^>]*>\$22,000<\/s>/);
  });

  it('falls back to PREORDER, then the site no-price text', () => {
    expect(render({ price: 0, preorder: true })).toContain('PREORDER');
    expect(render({ price: null })).toContain(SITE.texts.noPrice);
  });
});
