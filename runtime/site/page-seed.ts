/**
 * What the server puts in a page for its first render: the answers the page would otherwise ask
 * for, the clock and the random draw it rendered with. A page the server drew (`rendered`) is
 * hydrated with exactly these, so the browser's first render matches the HTML it was sent.
 */

/** The element of a page's HTML that carries its seed (a JSON script). */
export const PAGE_SEED_ELEMENT_ID = 'dealer-page-seed';

/** A multi-search's request body as the browser posts it: the key of its seeded answer. */
export function searchRequestBody(queries: readonly unknown[]): string {
  return JSON.stringify({ queries });
}

export interface SeededSearch {
  /** The multi-search request body exactly as the page posts it. */
  body: string;
  response: { results: unknown[] };
}

export interface PageSeed {
  /** The URL (path and query) the seed was made for; later pages of the visit do not use it. */
  url: string;
  /** When the page was drawn (ms since 1970): its first render's clock. */
  at: number;
  /** A draw in [0, 1) for the page's random choices (the first promo position). */
  random: number;
  /** The search answers of the page's first render. */
  searches: SeededSearch[];
  /** GET /api paths the page's first render reads → their JSON answers (the car of /cars/{slug}), null where there is none (a 404). */
  api: Record<string, unknown>;
  /** The server rendered the page's HTML: the browser hydrates it rather than drawing it again. */
  rendered: boolean;
}

/** A seed as read from a page: anything damaged or missing is no seed (it only saves round trips). */
export function parsePageSeed(text: string | null | undefined): PageSeed | null {
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as Partial<PageSeed> | null;
    if (!seed || typeof seed.url !== 'string' || typeof seed.at !== 'number' || typeof seed.random !== 'number') return null;
    return {
      url: seed.url,
      at: seed.at,
      random: seed.random,
      searches: Array.isArray(seed.searches) ? seed.searches : [],
      api: seed.api && typeof seed.api === 'object' ? seed.api : {},
      rendered: seed.rendered === true,
    };
  } catch {
    return null;
  }
}

/** The seed as JSON to put inside a `<script>`: `<` escaped so no answer can close the element early. */
export function pageSeedJson(seed: PageSeed): string {
  return JSON.stringify(seed).replace(/</g, '\\u003c');
}
