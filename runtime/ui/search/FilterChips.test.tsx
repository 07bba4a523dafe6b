import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptySearchState } from '@dealer/search/state';
import type { SearchState } from '@dealer/search/state';
import { FilterChips } from './FilterChips';

const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState('mostRelevant'), ...over });
const html = (s: SearchState) => renderToString(<FilterChips state={s} go={() => undefined} />).replace(/<!-- -->/g, '');

describe('filter chips', () => {
  it('a button per choice, labelled with the filter and its value, then Clear all', () => {
    const out = html(state({ path: { make: 'Toyota', carType: 'used' }, range: { price: { max: 30000 }, km: { min: 20000, max: 80000 } } }));
    const labels = [...out.matchAll(/aria-label="Remove ([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Car Type: Used', 'Make: Toyota', 'Price: up to $30,000', 'Kms: 20,000 kms – 80,000 kms']);
    expect(out).toContain('type="button" class="filter-chip"');
    expect(out).toMatch(/role="group" aria-label="Active filters"/);
    expect(out).toMatch(/<button type="button" class="filter-chips__clear">Clear all<\/button>/);
  });

  it('nothing when no filter is chosen', () => {
    expect(html(state({ query: 'hilux' }))).toBe('');
  });
});
