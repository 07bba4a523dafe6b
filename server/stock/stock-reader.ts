/**
 * How the server reads stock: one async interface over whichever engine holds it, the embedded one in this
 * process or an external Meilisearch (meilisearch-stock.ts). The car page and API, page seeds, the watchlist,
 * the sitemap, the price gauge, the PDF and sample photos all read through it.
 */
import type { Engine } from '../engine/engine.ts';
import { MeiliError } from '../engine/errors.ts';
import { multiSearch } from '../engine/http-search.ts';
import { parseSearchBody } from '../engine/search-params.ts';

export type StockDocument = Record<string, unknown>;

export interface StockReader {
  /** Named in /healthz. */
  readonly kind: 'embedded' | 'meilisearch';
  /** A search body as the search route takes it; an index not made yet (stock never imported) has no hits. */
  search(uid: string, body: Record<string, unknown>): Promise<{ hits: StockDocument[] }>;
  /** Each query's answer, as multi-search gives them; a query that fails fails the whole. */
  multiSearch(queries: readonly unknown[]): Promise<unknown[]>;
  /**
   * The documents with these ids whole, private fields too (the documents API ignores displayed attributes),
   * in the order asked, leaving out ids not there; `fields` narrows them.
   */
  documents(uid: string, ids: readonly (string | number)[], fields?: string[]): Promise<StockDocument[]>;
  /** Throws when the engine cannot answer. */
  health(): Promise<void>;
  /**
   * A number that changes whenever the index is written (-1 while there is none), for answers kept until then; an
   * engine in another process (Meilisearch) gives none, and what is kept from it is kept a short while instead.
   */
  version?(uid: string): number;
}

const missingIndex = (error: unknown) => error instanceof MeiliError && error.code === 'index_not_found';

export function embeddedStock(engine: Engine): StockReader {
  return {
    kind: 'embedded',
    async search(uid, body) {
      try {
        return engine.search(uid, parseSearchBody(body));
      } catch (error) {
        if (missingIndex(error)) return { hits: [] };
        throw error;
      }
    },
    async multiSearch(queries) {
      return multiSearch(engine, queries);
    },
    async documents(uid, ids, fields) {
      return ids.flatMap((id) => {
        try {
          return [engine.getDocument(uid, String(id), fields)];
        } catch (error) {
          if (missingIndex(error) || (error instanceof MeiliError && error.code === 'document_not_found')) return [];
          throw error;
        }
      });
    },
    async health() {
      engine.listIndexes(0, 1);
    },
    version: (uid) => engine.indexVersion(uid),
  };
}
