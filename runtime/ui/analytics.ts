/**
 * The one analytics module every page uses: `track(EVENTS.searchView)`. Events go to the dealer server with
 * sendBeacon (they never hold up the page); failures are swallowed, as the spec says. Each event is also kept
 * in `window.dealerEvents`, so tests and tag managers can read what fired.
 */
import { SITE } from '@site/site.gen';
import { afterThisTask } from './later';

export interface AnalyticsEvent {
  id: number;
  label?: string;
  carId?: number;
  path: string;
  at: string;
}

declare global {
  interface Window {
    dealerEvents?: AnalyticsEvent[];
  }
}

const unsent: string[] = [];

function send(body: string): void {
  try {
    if (!navigator.sendBeacon?.('/api/analytics', new Blob([body], { type: 'application/json' })))
      void fetch('/api/analytics', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  } catch {
    // Analytics failures are swallowed: they must never break a shopper's page.
  }
}

function sendUnsent(): void {
  for (const body of unsent.splice(0)) send(body);
}

if (typeof window !== 'undefined') addEventListener('pagehide', sendUnsent);

export function track(id: number, details: { label?: string; carId?: number } = {}): void {
  if (typeof window === 'undefined') return;
  const event: AnalyticsEvent = { id, ...details, path: window.location.pathname, at: new Date().toISOString() };
  (window.dealerEvents ??= []).push(event);
  // Sent in a task of their own, never in the middle of the work that fired them, and at the latest as the page goes.
  unsent.push(JSON.stringify({ ...event, website_id: SITE.id }));
  if (unsent.length === 1) afterThisTask(sendUnsent);
}
