/**
 * One toast at a time: showing a new one replaces the current one, and each goes away after 3000 ms.
 * A tiny store rather than a context, so any component (or plain code) can raise a toast.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_MS } from '@dealer/site/constants';

export interface Toast {
  id: number;
  text: string;
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

export function showToast(text: string, durationMs: number = TOAST_MS): void {
  clearTimeout(timer);
  current = { id: nextId++, text };
  timer = setTimeout(dismissToast, durationMs);
  emit();
}

export function currentToast(): Toast | null {
  return current;
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentToast,
    () => null,
  );
}
