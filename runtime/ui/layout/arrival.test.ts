import { describe, expect, it } from 'vitest';
import { KEPT_POSITIONS, notePosition, planArrival, positionsText, readPositions, type Arrival } from './arrival';

const at = (key: string, path: string, change: Partial<Arrival> = {}): Arrival => ({ key, action: 'PUSH', path, hash: '', inPage: false, ...change });
const home = at('k0', '/', { action: 'POP' });

describe('planArrival', () => {
  it('a new page (a link, a form sent to /success) starts at its top with focus on its heading', () => {
    expect(planArrival(at('k1', '/success'), home, undefined, false)).toEqual({ scroll: 'top', focus: 'always' });
    expect(planArrival(at('k1', '/privacy-policy', { action: 'REPLACE' }), home, undefined, false)).toEqual({ scroll: 'top', focus: 'always' });
    // A link to the page the shopper is on (the router replaces the entry) starts it again, as a reload would.
    expect(planArrival(at('k2', '/'), at('k1', '/'), undefined, false)).toEqual({ scroll: 'top', focus: 'always' });
  });

  it("a new page's address with a hash starts at that element, decoded", () => {
    expect(planArrival(at('k1', '/finance?car_id=7', { hash: '#finance-form' }), home, undefined, false)).toEqual({
      scroll: { id: 'finance-form' },
      focus: 'always',
    });
    expect(planArrival(at('k1', '/faqs', { hash: '#caf%C3%A9' }), home, undefined, false)?.scroll).toEqual({ id: 'café' });
    expect(planArrival(at('k1', '/faqs', { hash: '#100%' }), home, undefined, false)?.scroll).toEqual({ id: '100%' });
    expect(planArrival(at('k1', '/faqs', { hash: '#' }), home, undefined, false)?.scroll).toBe('top');
  });

  it('a new hash on the same page scrolls to it and leaves focus', () => {
    expect(planArrival(at('k1', '/cars/abc', { hash: '#vehicle-map' }), at('k0', '/cars/abc'), undefined, false)).toEqual({
      scroll: { id: 'vehicle-map' },
      focus: null,
    });
  });

  it('a change recorded on the page (a filter, the sort) leaves scroll and focus as they are', () => {
    expect(planArrival(at('k1', '/search/toyota', { inPage: true }), at('k0', '/search'), undefined, false)).toBeNull();
    expect(planArrival(at('k1', '/search?sortBy=lowestPrice', { inPage: true, action: 'REPLACE' }), at('k0', '/search'), undefined, false)).toBeNull();
  });

  it('Back and Forward return to where the shopper left the entry; focus moves to the heading if it has left the content', () => {
    expect(planArrival(at('k0', '/search', { action: 'POP' }), at('k1', '/cars/abc'), 1480, false)).toEqual({ scroll: { y: 1480 }, focus: 'if-lost' });
    // An entry with no position kept (from before a reload that lost them) starts at its hash or its top.
    expect(planArrival(at('k0', '/finance', { action: 'POP', hash: '#finance-form' }), at('k1', '/success'), undefined, false)?.scroll).toEqual({
      id: 'finance-form',
    });
    expect(planArrival(at('k0', '/about-us', { action: 'POP' }), at('k1', '/success'), undefined, false)?.scroll).toBe('top');
    // Back to a filter's entry is a traversal too: a position kept wins over the entry's own state.
    expect(planArrival(at('k0', '/search/toyota', { action: 'POP', inPage: true }), at('k1', '/cars/abc'), 900, false)).toEqual({
      scroll: { y: 900 },
      focus: 'if-lost',
    });
  });

  it('Back and Forward between entries of one page (an anchor the browser followed) leave focus, and the page if nothing was kept', () => {
    const anchor = at('default', '/cars/abc', { action: 'POP', hash: '#vehicle-map' });
    expect(planArrival(at('k3', '/cars/abc', { action: 'POP' }), anchor, 640, false)).toEqual({ scroll: { y: 640 }, focus: null });
    expect(planArrival(anchor, at('k3', '/cars/abc'), undefined, false)).toEqual({ scroll: { id: 'vehicle-map' }, focus: null });
    expect(planArrival(at('k3', '/cars/abc', { action: 'POP' }), anchor, undefined, false)).toEqual({ scroll: null, focus: null });
    // From one such entry to another: they share React Router's key, and differ in their hash.
    expect(planArrival({ ...anchor, hash: '#calculator' }, anchor, undefined, false)).toEqual({ scroll: { id: 'calculator' }, focus: null });
  });

  it('the page the browser loaded: where it was on a reload or a return, else its hash, else left to the browser; focus stays', () => {
    expect(planArrival(home, undefined, 700, true)).toEqual({ scroll: { y: 700 }, focus: null });
    expect(planArrival(home, undefined, 700, false)).toEqual({ scroll: null, focus: null });
    expect(planArrival({ ...home, hash: '#finance-form' }, undefined, undefined, true)).toEqual({ scroll: { id: 'finance-form' }, focus: null });
    expect(planArrival(home, undefined, undefined, false)).toEqual({ scroll: null, focus: null });
  });

  it('nothing for the entry already arrived at (React runs a first effect twice in development)', () => {
    expect(planArrival(home, home, 300, true)).toBeNull();
  });
});

describe('kept positions', () => {
  it('read back what was written, newest last', () => {
    const positions = readPositions(null);
    notePosition(positions, 'a', 10);
    notePosition(positions, 'b', 20);
    notePosition(positions, 'a', 30);
    expect([...readPositions(positionsText(positions))]).toEqual([
      ['b', 20],
      ['a', 30],
    ]);
  });

  it(`keep the newest ${KEPT_POSITIONS} entries`, () => {
    const positions = new Map(Array.from({ length: KEPT_POSITIONS + 5 }, (_, i) => [`k${i}`, i] as [string, number]));
    const kept = readPositions(positionsText(positions));
    expect(kept.size).toBe(KEPT_POSITIONS);
    expect(kept.has('k4')).toBe(false);
    expect(kept.get(`k${KEPT_POSITIONS + 4}`)).toBe(KEPT_POSITIONS + 4);
  });

  it('ignore what is not theirs', () => {
    expect(readPositions('{not json').size).toBe(0);
    expect(readPositions('{"a":1}').size).toBe(0);
    expect([...readPositions('[["a",1],["b","x"],[2,3],null,["c",null],["d",4]]')]).toEqual([
      ['a', 1],
      ['d', 4],
    ]);
  });
});
