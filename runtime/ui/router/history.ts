/**
 * Where the router is and how it moves: the browser's history, a list in memory (tests), or one fixed address
 * (the server). The browser's entries carry `{ usr, key, idx }` as React Router's did, so entries made before
 * this router (a tab restored after an update) keep their keys, and with them their scroll positions.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`, or null. */
  state: unknown;
  /** The entry's own id: 'default' for an entry no navigation of the site's made. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterHistory {
  readonly location: Location;
  readonly action: NavigationType;
  /** Goes to `to`: a path, or a path relative to the current one (`?page=2`). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Calls `listener` after each move; returns how to stop. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` as a location's parts, resolved against the location the router is at. */
function resolve(to: string, from: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const origin = 'http://router.invalid';
  const url = new URL(to, origin + from.pathname + from.search);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function browserHistory(win: Window): RouterHistory {
  const entryState = () => (win.history.state ?? {}) as EntryState;
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  win.addEventListener('popstate', () => {
    action = 'POP';
    notify();
  });
  return {
    get location() {
      const { pathname, search, hash } = win.location;
      const { usr, key } = entryState();
      return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' };
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false, state = null } = {}) {
      const { pathname, search, hash } = resolve(to, win.location);
      const idx = (entryState().idx ?? 0) + (replace ? 0 : 1);
      const entry: EntryState = { usr: state, key: newKey(), idx };
      action = replace ? 'REPLACE' : 'PUSH';
      win.history[replace ? 'replaceState' : 'pushState'](entry, '', pathname + search + hash);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Entries kept in memory, starting at the last of `paths`: for tests, and any page drawn outside a browser. */
export function memoryHistory(paths: readonly string[] = ['/']): RouterHistory {
  const root = { pathname: '/', search: '' };
  const entries: Location[] = paths.map((path, i) => ({ ...resolve(path, root), state: null, key: i === 0 ? 'default' : newKey() }));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false, state = null } = {}) {
      const next = { ...resolve(to, entries[index]!), state, key: newKey() };
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      action = replace ? 'REPLACE' : 'PUSH';
      listeners.forEach((listener) => listener());
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One address that never moves: the server draws a page once. */
export function fixedHistory(url: string): RouterHistory {
  const location: Location = { ...resolve(url, { pathname: '/', search: '' }), state: null, key: 'default' };
  return {
    location,
    action: 'POP',
    navigate(to) {
      throw new Error(`A page drawn on the server cannot navigate (to ${to}): navigate in an effect or an event handler.`);
    },
    listen: () => () => {},
  };
}
