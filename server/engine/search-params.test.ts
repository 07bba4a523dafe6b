import { describe, expect, it } from 'vitest';
import { MeiliError } from './errors.ts';
import { parseSearchQueryString } from './search-params.ts';

describe('parseSearchQueryString', () => {
  it('turns GET parameters into the POST shape', () => {
    expect(parseSearchQueryString({ q: 'hilux', limit: '5', facets: 'make, body' })).toMatchObject({ q: 'hilux', limit: 5, facets: ['make', 'body'] });
  });

  it('answers prototype names as unknown parameters, not as lookups (found by the fuzz test)', () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const error = (() => {
        try {
          parseSearchQueryString({ [key]: '%00' });
        } catch (e) {
          return e;
        }
      })();
      expect(error, key).toBeInstanceOf(MeiliError);
      expect((error as MeiliError).status, key).toBe(400);
    }
  });
});
