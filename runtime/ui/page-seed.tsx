/**
 * The page's seed (runtime/site/page-seed.ts) for components: on the server it comes with the render,
 * in the browser from the page's HTML. Hooks read it only while the page is at the URL it was drawn
 * for, so a page the server drew renders the same in the browser, and later pages of the visit
 * ask the engine and the API as usual.
 */
import { createContext, useContext, useState } from 'react';
import { useLocation } from '@dealer/ui/router';
import { PAGE_SEED_ELEMENT_ID, parsePageSeed, searchRequestBody, type PageSeed, type SeededSearch } from '@dealer/site/page-seed';

export interface PageSeedStore {
  seed: PageSeed | null;
  /** The seeded answer to a request's queries, left in place: a render may run more than once. */
  peekSearch(queries: readonly unknown[]): SeededSearch['response'] | undefined;
  /** A seeded search answer by request body, taken: the browser's search client uses each once. */
  takeSearch(body: string): SeededSearch['response'] | undefined;
}

export function pageSeedStore(seed: PageSeed | null): PageSeedStore {
  const searches = new Map((seed?.searches ?? []).map((s) => [s.body, s.response]));
  return {
    seed,
    peekSearch: (queries) => searches.get(searchRequestBody(queries)),
    takeSearch(body) {
      const response = searches.get(body);
      searches.delete(body);
      return response;
    },
  };
}

let browserStore: PageSeedStore | undefined;

/** The seed the server put in this page (none outside a browser). */
export function browserPageSeed(): PageSeedStore {
  browserStore ??= pageSeedStore(typeof document === 'undefined' ? null : parsePageSeed(document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent));
  return browserStore;
}

const PageSeedContext = createContext<PageSeedStore | null>(null);

export const PageSeedProvider = PageSeedContext.Provider;

export function usePageSeed(): PageSeedStore {
  return useContext(PageSeedContext) ?? browserPageSeed();
}

/** The seed while the page is still at the URL it was drawn for, else null. */
export function useSeedHere(): PageSeed | null {
  const { pathname, search } = useLocation();
  const { seed } = usePageSeed();
  return seed && seed.url === `${pathname}${search}` ? seed : null;
}

/** The clock of a component's first render, fixed for its life: the server's on a page it drew. */
export function usePageTime(): number {
  const seed = useSeedHere();
  const [time] = useState(() => seed?.at ?? Date.now());
  return time;
}

/** The source of a page's random choices: the server's draw on a page it drew. */
export function usePageRandom(): () => number {
  const seed = useSeedHere();
  // Fixed for the component's life, as the clock is, so its cards are placed once, not again on every render.
  const [random] = useState(() => (seed ? () => seed.random : Math.random));
  return random;
}
