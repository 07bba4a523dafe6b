/**
 * The shopper's saved cars: ids read from GET /api/watchlist once signed in, changed optimistically
 * (the button flips before the call returns) and put back with an alert when a call fails.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { EVENTS } from '@dealer/site/constants';
import { track } from '../analytics';
import { apiJson } from './api';
import type { SiteUser } from './useUser';

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
  status?: string;
}

type WatchlistState = { status: 'idle' | 'loading' | 'ready' | 'error'; phone: string | null; entries: FavouriteEntry[]; ids: ReadonlySet<number> };

let state: WatchlistState = { status: 'idle', phone: null, entries: [], ids: new Set() };
const listeners = new Set<() => void>();

function setState(next: Partial<WatchlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export async function loadWatchlist(user: SiteUser): Promise<void> {
  setState({ status: 'loading', phone: user.phone });
  try {
    const { entries } = await apiJson<{ entries: FavouriteEntry[] }>('/api/watchlist');
    setState({ status: 'ready', entries, ids: new Set(entries.map((entry) => entry.id)) });
  } catch {
    setState({ status: 'error' });
  }
}

function withId(add: boolean, id: number): ReadonlySet<number> {
  const ids = new Set(state.ids);
  if (add) ids.add(id);
  else ids.delete(id);
  return ids;
}

/**
 * Saves (or removes) a car for the signed-in phone. Returns the spec's success flag: false after a
 * failed call, which puts the list back and alerts the error message.
 */
export async function changeWatchlist(user: SiteUser, carId: number, save: boolean): Promise<boolean> {
  const before = state.ids;
  setState({ ids: withId(save, carId) });
  if (save) track(EVENTS.favourite, { carId });
  try {
    await apiJson(`/api/watchlist/${save ? 'save-car' : 'remove-car'}`, { method: 'POST', json: { phone_number: user.phone, car_id: carId } });
    if (!save) setState({ entries: state.entries.filter((entry) => entry.id !== carId) });
    return true;
  } catch (error) {
    setState({ ids: before });
    window.alert((error as Error).message);
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The saved cars of the signed-in user; loads them when the user changes. */
export function useWatchlist(user: SiteUser | undefined): WatchlistState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (user && (state.phone !== user.phone || state.status === 'idle')) void loadWatchlist(user);
  }, [user]);
  return current;
}
