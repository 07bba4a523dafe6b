/**
 * The cars picked to compare, kept in the browser per site so the choice survives moving between pages and
 * follows the shopper into other tabs; storage that is full or blocked keeps it for the open page only.
 */
import { useSyncExternalStore } from 'react';
import { parseCompareIds, serialiseCompareIds, toggleCompare } from '@dealer/site/compare';
import { SITE } from '@site/site.gen';

const KEY = `dealer:compare:${SITE.slug}`;
const NONE: readonly number[] = [];

let selection: readonly number[] | undefined;
const listeners = new Set<() => void>();

function stored(): readonly number[] {
  try {
    return parseCompareIds(localStorage.getItem(KEY));
  } catch {
    return NONE;
  }
}

/** The selection now, outside React (the compare page reads it once to open the shopper's own comparison). */
export function compareSelection(): readonly number[] {
  selection ??= stored();
  return selection;
}

function changed(next: readonly number[]): void {
  selection = next;
  for (const listener of listeners) listener();
}

export function setCompareSelection(ids: readonly number[]): void {
  try {
    localStorage.setItem(KEY, serialiseCompareIds(ids));
  } catch {
    // Private windows and full storage refuse writes; the selection still holds on this page.
  }
  changed(ids);
}

export function toggleCompareCar(id: number): void {
  setCompareSelection(toggleCompare(compareSelection(), id));
}

function onStorage(event: StorageEvent): void {
  if (event.key === KEY) changed(parseCompareIds(event.newValue));
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The selected car ids, in the order they were added; none while the server draws the page. */
export function useCompareSelection(): readonly number[] {
  return useSyncExternalStore(subscribe, compareSelection, () => NONE);
}
