/**
 * The one analytics module every page uses: `track(EVENTS.searchView)`. Events go to the dealer server with
 * sendBeacon (they never hold up the page); failures are swallowed, as the spec says. Each event is also kept
 * in `window.dealerEvents`, so tests and tag managers can read what fired.
 */
import { SITE } from '@site/site.gen';

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

export function track(id: number, details: { label?: string; carId?: number } = {}): void {
  if (typeof window === 'undefined') return;
  const event: AnalyticsEvent = { id, ...details, path: window.location.pathname, at: new Date().toISOString() };
  (window.dealerEvents ??= []).push(event);
  try {
    const body = JSON.stringify({ ...event, website_id: SITE.id });
    if (!navigator.sendBeacon?.('/api/analytics', new Blob([body], { type: 'application/json' })))
      void fetch('/api/analytics', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  } catch {
    // Analytics failures are swallowed: they must never break a shopper's page.
  }
}
