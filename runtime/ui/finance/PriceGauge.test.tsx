import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fetchGauge, GaugeView, PriceGauge } from './PriceGauge';

const gauge = {
  fill: 0.7,
  listing_price: 30000,
  market_range_min: 28000,
  market_range_max: 36000,
  confidence: 0.6,
  description: 'Compared with 4 similar cars.',
};
const respond = (status: number, body?: unknown) => vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('fetchGauge', () => {
  it('shows a gauge that passes the visibility rule', async () => {
    const fetcher = respond(200, gauge);
    expect(await fetchGauge('a car', fetcher)).toEqual({ kind: 'shown', gauge });
    expect(fetcher).toHaveBeenCalledWith('/api/cars/a%20car/autogauge');
  });

  it('hides on no content, an error status, a failed request and a gauge the rule rejects', async () => {
    expect(await fetchGauge('x', respond(204))).toEqual({ kind: 'hidden' });
    expect(await fetchGauge('x', respond(404, { error: 'Not found' }))).toEqual({ kind: 'hidden' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await fetchGauge(
        'x',
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toEqual({ kind: 'hidden' });
    expect(warn).toHaveBeenCalled();
    expect(await fetchGauge('x', respond(200, { ...gauge, confidence: 0.2 }))).toEqual({ kind: 'hidden' });
    expect(await fetchGauge('x', respond(200, { ...gauge, market_range_max: 29000 }))).toEqual({ kind: 'hidden' });
  });
});

describe('PriceGauge', () => {
  it('renders the loading state first, as a status its label may name', () => {
    const html = renderToString(<PriceGauge car={{ slug: 'x' }} />);
    expect(html).toContain('aria-busy="true"');
    // An aria-label on an element with no role is prohibited (axe: aria-prohibited-attr).
    expect(html).toContain('role="status"');
  });

  it('draws the band, the wording and the figures, starting empty for the 2.5 s fill', () => {
    const html = renderToString(<GaugeView gauge={gauge} />);
    expect(html).toContain('data-feature="price-gauge"');
    expect(html).toContain('data-band="high"');
    expect(html).toContain('Great Deal');
    expect(html).toContain('stroke-dashoffset="424.115"');
    expect(html).toContain('transition:stroke-dashoffset 2500ms');
    expect(renderToString(<GaugeView gauge={{ ...gauge, fill: 0.4 }} />)).toMatch(/data-band="medium".*Good Deal/s);
    expect(renderToString(<GaugeView gauge={{ ...gauge, fill: 0.1 }} />)).toContain('data-band="low"');
  });
});
