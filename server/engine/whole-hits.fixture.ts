/**
 * A search's hits as whole documents, for tests: the car index shows a search only a result card's fields, as
 * pages need no more, and a test that checks a car's page wants every field, as the server reads it by id.
 */
import type { Engine } from './engine.ts';
import { parseSearchBody } from './search-params.ts';

export function wholeHits(engine: Engine, uid: string, body: Record<string, unknown>): Record<string, unknown>[] {
  const { hits } = engine.search(uid, parseSearchBody({ ...body, attributesToRetrieve: ['id'] }));
  return hits.map((hit) => engine.getDocument(uid, String(hit.id)) as Record<string, unknown>);
}
