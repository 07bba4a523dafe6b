/**
 * Where a page the router shows starts: a new page at its top, or at the element its address names
 * (`/finance#finance-form`); a page reached by Back or Forward where the shopper left it. And whether focus moves
 * to the page's heading, so a screen reader announces the new page and the keyboard starts from it.
 */
import type { Location, NavigationType } from '@dealer/ui/router';

/** A navigation as the router reports it. */
export interface Arrival {
  /** The history entry's key; 'default' for an entry the browser made itself (following an anchor on the page). */
  key: string;
  action: 'POP' | 'PUSH' | 'REPLACE';
  /** Path and query. */
  path: string;
  hash: string;
  /** The navigation records a change to the page the shopper is on (a filter, the sort), not a new page. */
  inPage: boolean;
}

/** The arrival of the router's location; its state marks a change to the page the shopper is on (PageArrival's IN_PAGE). */
export function arrivalOf({ key, pathname, search, hash, state }: Location, action: `${NavigationType}`): Arrival {
  return { key, action, path: pathname + search, hash, inPage: (state as { inPage?: unknown } | null)?.inPage === true };
}

/** React Router's key for an entry it did not make. */
const BROWSER_ENTRY = 'default';

/** The top, a position, or the element with an id; null leaves the page where it is. */
export type ScrollTarget = 'top' | { y: number } | { id: string } | null;

export interface ArrivalPlan {
  scroll: ScrollTarget;
  /** Focus the page's heading: always, or only when focus is no longer in the page's content (Back, Forward). */
  focus: 'always' | 'if-lost' | null;
}

/**
 * The plan for an arrival; null for the entry already arrived at. `saved` is where the shopper left this entry;
 * `restoring` says the browser reloaded the page or came back to it, so its first arrival returns there too.
 */
export function planArrival(arrival: Arrival, previous: Arrival | undefined, saved: number | undefined, restoring: boolean): ArrivalPlan | null {
  const back = saved === undefined ? null : { y: saved };
  const anchor = hashTarget(arrival.hash);
  if (!previous) return { scroll: (restoring && back) || anchor, focus: null };
  // The browser's own entries share one key: they are told apart by their hash.
  if (previous.key === arrival.key && arrival.key !== BROWSER_ENTRY) return null;
  if (arrival.action === 'POP') {
    // Between entries of one page (an anchor followed, a filter changed), focus stays where the shopper has it.
    const samePage = previous.path === arrival.path;
    return { scroll: back ?? anchor ?? (samePage ? null : 'top'), focus: samePage ? null : 'if-lost' };
  }
  if (arrival.inPage) return null;
  // A new address on this page only in its hash scrolls to the hash, as the browser does.
  if (previous.path === arrival.path && previous.hash !== arrival.hash) return { scroll: anchor ?? 'top', focus: null };
  return { scroll: anchor ?? 'top', focus: 'always' };
}

function hashTarget(hash: string): { id: string } | null {
  if (hash.length < 2) return null;
  try {
    return { id: decodeURIComponent(hash.slice(1)) };
  } catch {
    return { id: hash.slice(1) };
  }
}

/** History entries whose positions are kept for the visit: the oldest go first. */
export const KEPT_POSITIONS = 50;

/** Positions kept in session storage, as [entry key, y] pairs; anything else there is ignored. */
export function readPositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  try {
    const pairs: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(pairs)) for (const [key, y] of pairs.filter(Array.isArray)) if (typeof key === 'string' && Number.isFinite(y)) positions.set(key, y);
  } catch {
    // Not ours, or cut short: the visit starts without saved positions.
  }
  return positions;
}

export function positionsText(positions: Map<string, number>): string {
  return JSON.stringify([...positions].slice(-KEPT_POSITIONS));
}

/** Notes where the shopper is on an entry, as its newest position. */
export function notePosition(positions: Map<string, number>, key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
}
