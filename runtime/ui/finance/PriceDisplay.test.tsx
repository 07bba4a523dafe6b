import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE } from '@site/site.gen';
import { PriceDisplay } from './PriceDisplay';

const render = (car: Parameters<typeof PriceDisplay>[0]['car']) => renderToString(<PriceDisplay car={car} variant="card" />);

describe('PriceDisplay', () => {
  it('shows an offer above 10 in reduced style with the price struck through', () => {
    const html = render({ price: 30000, offer_price: 28500, price_type: 'Drive Away' });
    expect(html).toContain('price-display--reduced');
    expect(html).toMatch(/<s[^>]*>\$30,000<\/s>/);
    expect(html).toContain('$28,500');
    expect(html).toContain('Drive Away');
  });

  it('shows a recorded higher was-price', () => {
    expect(render({ price: 20000, before_price: 22000 })).toMatch(/<s[^>]*>\$22,000<\/s>/);
  });

  it('falls back to PREORDER, then the site no-price text', () => {
    expect(render({ price: 0, preorder: true })).toContain('PREORDER');
    expect(render({ price: null })).toContain(SITE.texts.noPrice);
  });
});
