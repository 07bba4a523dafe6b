import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@dealer/site/constants';
import { lookupDelivery } from './DeliveryCalculator';

describe('lookupDelivery', () => {
  it('asks for a postcode without calling the server', async () => {
    const fetcher = vi.fn();
    expect(await lookupDelivery('  ', fetcher)).toEqual({ kind: 'message', message: 'Please enter a postcode.' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows the price and region, or the no-estimate message', async () => {
    const found = vi.fn(async () => Response.json({ price: 199, region: 'Brisbane Metro' }));
    expect(await lookupDelivery(' 4000 ', found)).toEqual({ kind: 'found', price: 199, region: 'Brisbane Metro' });
    expect(found).toHaveBeenCalledWith('/api/delivery?postcode=4000');
    expect(
      await lookupDelivery(
        '0001',
        vi.fn(async () => new Response(null, { status: 204 })),
      ),
    ).toEqual({ kind: 'message', message: DELIVERY_MESSAGES.notFound });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await lookupDelivery(
        '4000',
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toEqual({ kind: 'message', message: DELIVERY_MESSAGES.notFound });
  });
});
