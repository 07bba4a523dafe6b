import { describe, expect, it } from 'vitest';
import { carViewRequest } from './useCarView';

describe('counting a view', () => {
  it('POSTs the car as the page has it, as JSON, never a GET a link or prefetch could repeat', () => {
    const [url, init] = carViewRequest({ slug: '2021-kia-sportage-blue', photos_count: null, created_at: '2025-06-30' }, 102);
    expect(url).toBe('/api/cars/2021-kia-sportage-blue/view.json');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ photos_count: 0, updated_at: '2025-06-30', website_id: 102 });
  });
});
