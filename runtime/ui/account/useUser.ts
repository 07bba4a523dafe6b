/**
 * The signed-in shopper, shared by every component: read once from GET /api/session when first
 * used, updated on sign-in and sign-out. The forms area gates routes and the garage with it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { afterThisTask } from '../later';
import { apiJson } from './api';

export interface SiteUser {
  id: number;
  phone: string;
}

export interface UserState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user?: SiteUser;
}

let state: UserState = { status: 'loading' };
let reading: Promise<UserState> | null = null;
const listeners = new Set<() => void>();

function setState(next: UserState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function userStateOf(user: SiteUser | null): UserState {
  return user ? { status: 'signed-in', user } : { status: 'signed-out' };
}

/** Reads the session again (after signing in, or when another tab may have changed it). */
export function refreshUser(): Promise<UserState> {
  reading = apiJson<{ user: SiteUser | null }>('/api/session')
    .then(({ user }) => userStateOf(user))
    // A session that cannot be read is treated as signed out; gated pages then offer sign-in.
    .catch(() => userStateOf(null))
    .then((next) => {
      setState(next);
      return next;
    });
  return reading;
}

export function setSignedIn(user: SiteUser): void {
  setState(userStateOf(user));
}

export async function signOut(): Promise<void> {
  await apiJson('/api/session', { method: 'DELETE' });
  setState(userStateOf(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUser(): UserState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(
    () =>
      afterThisTask(() => {
        if (!reading) void refreshUser();
      }),
    [],
  );
  return current;
}
