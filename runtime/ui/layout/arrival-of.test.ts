import { describe, expect, it } from 'vitest';
import { arrivalOf } from './arrival';
import { IN_PAGE } from './PageArrival';

const location = { key: 'k7', pathname: '/search/toyota', search: '?page=2', hash: '#results', state: null };

describe('arrivalOf', () => {
  it("reads the router's location and action", () => {
    expect(arrivalOf(location, 'PUSH')).toEqual({ key: 'k7', action: 'PUSH', path: '/search/toyota?page=2', hash: '#results', inPage: false });
  });

  it('marks a navigation made with IN_PAGE as its state, as it is after a reload too', () => {
    expect(arrivalOf({ ...location, state: IN_PAGE }, 'PUSH').inPage).toBe(true);
    expect(arrivalOf({ ...location, state: JSON.parse(JSON.stringify(IN_PAGE)) }, 'POP').inPage).toBe(true);
    expect(arrivalOf({ ...location, state: { from: '/garage' } }, 'REPLACE').inPage).toBe(false);
  });
});
