/**
 * Carries out arrival plans (arrival.ts) in the browser. The page the router shows next is often not all there
 * yet (a car, search results and lazy parts arrive after it), so a target that cannot be reached yet is reached
 * as the page fills in, and held there while it settles: until the shopper scrolls, types or taps, or for
 * SETTLE_MS. Until then the page waits at its top, never at the footer of a page still loading.
 */
import type { Location, NavigationType } from '@dealer/ui/router';
import { arrivalOf, notePosition, planArrival, positionsText, readPositions, type Arrival, type ArrivalPlan } from './arrival';

export const SETTLE_MS = 5000;
const POSITIONS_KEY = 'dealer-scroll-positions';
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/** What an arrival reads and moves of the browser (a part of Window). */
export type ArrivalWindow = Pick<
  Window & typeof globalThis,
  | 'document'
  | 'history'
  | 'sessionStorage'
  | 'performance'
  | 'scrollTo'
  | 'scrollY'
  | 'innerHeight'
  | 'addEventListener'
  | 'MutationObserver'
  | 'ResizeObserver'
>;

/**
 * Takes over scroll restoration from the browser and answers each arrival. The browser's own would put the
 * old position on the old page's content, as Back happens before the router draws the page it goes to.
 */
export function pageArrivals(win: ArrivalWindow): (arrival: Arrival) => void {
  const { history } = win;
  let positions = new Map<string, number>();
  try {
    positions = readPositions(win.sessionStorage.getItem(POSITIONS_KEY));
  } catch {
    // Storage refused (a private window): positions last for the page's life.
  }
  const loaded = (win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  const restoring = loaded === 'reload' || loaded === 'back_forward';
  let current: Arrival | undefined;
  let stop = () => {};
  history.scrollRestoration = 'manual';

  const note = () => {
    // Only while the entry in the address bar is the one on screen: between a navigation and the new page's
    // arrival the old page is still drawn, and an anchor the browser followed made an entry with no key.
    const key = (history.state as { key?: string } | null)?.key;
    if (key && key === current?.key) notePosition(positions, key, win.scrollY);
  };
  win.addEventListener('scroll', note, { passive: true });
  // Leaving the document, the browser restores it when it comes back (a reload); the app takes over again.
  win.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
    try {
      win.sessionStorage.setItem(POSITIONS_KEY, positionsText(positions));
    } catch {
      // Storage full or refused: Back after a reload goes to the top.
    }
  });
  win.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  for (const type of SHOPPER_INPUT) win.addEventListener(type, () => stop(), { capture: true, passive: true });

  return (arrival) => {
    const plan = planArrival(arrival, current, positions.get(arrival.key), restoring);
    current = arrival;
    if (plan) {
      stop();
      stop = follow(win, plan);
    }
    // Where the page starts is its position until the shopper scrolls: a page left untouched has no scroll event.
    note();
  };
}

/** Scrolls and focuses as the plan says, as far as the page allows now and as it fills in; returns how to stop. */
function follow(win: ArrivalWindow, plan: ArrivalPlan): () => void {
  const doc = win.document;
  const main = doc.getElementById('main') ?? doc.body;
  const before = doc.activeElement;
  let target = plan.scroll;
  let focus = plan.focus === 'always' || (plan.focus === 'if-lost' && !(before && before !== main && main.contains(before)));
  const step = (first: boolean) => {
    if (target === 'top') {
      win.scrollTo(0, 0);
      target = null;
    } else if (target && !reach(win, target) && first) win.scrollTo(0, 0);
    if (focus) focus = !focusHeading(doc, main, before);
    return target !== null || focus;
  };
  if (!step(true)) return () => {};
  // The page changes as parts are drawn, and grows as their images load.
  const changed = () => step(false) || end();
  const drawn = new win.MutationObserver(changed);
  drawn.observe(main, { childList: true, subtree: true });
  const resized = new win.ResizeObserver(changed);
  resized.observe(main);
  const timer = setTimeout(end, SETTLE_MS);
  function end() {
    drawn.disconnect();
    resized.disconnect();
    clearTimeout(timer);
  }
  return end;
}

/** Scrolls to a position once the page is long enough for it, or to an element once it is there. */
function reach(win: ArrivalWindow, target: { y: number } | { id: string }): boolean {
  if ('y' in target) {
    if (win.document.documentElement.scrollHeight - win.innerHeight < target.y) return false;
    win.scrollTo(0, target.y);
    return true;
  }
  const element = win.document.getElementById(target.id);
  element?.scrollIntoView();
  return element !== null;
}

/**
 * Focuses the page's main heading (the first one shown: the car page draws one for each layout), made
 * focusable for it. Until the page has one, focus waits on <main>, off the link that was followed. A mouse
 * click leaves no focus ring on the heading, as :focus-visible goes by how focus last moved.
 */
function focusHeading(doc: Document, main: HTMLElement, before: Element | null): boolean {
  const active = doc.activeElement;
  // The page has put focus somewhere itself (its own heading, a dialog): that stands.
  if (active && active !== before && active !== main && active !== doc.body) return true;
  const headings = [...main.querySelectorAll('h1')];
  const heading = headings.find((h) => h.getClientRects().length > 0) ?? headings[0];
  if (!heading) {
    main.focus({ preventScroll: true });
    return false;
  }
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

let arrivals: ((arrival: Arrival) => void) | undefined;

/** Answers a page the router shows in this window: the first one takes over scroll restoration. */
export function arrive(location: Location, action: `${NavigationType}`): void {
  (arrivals ??= pageArrivals(window))(arrivalOf(location, action));
}
