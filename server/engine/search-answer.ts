import type { Document } from './document.ts';
import type { FacetCounts } from './facets.ts';
import { JsonBytes } from './json-bytes.ts';
import type { Projection } from './projection-cache.ts';
import { find } from './search.ts';
import type { Found } from './search.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchQuery } from './search-params.ts';

const COMMA = Buffer.from(',');
const CLOSE_BRACE = Buffer.from('}');
const HITS_CLOSE = Buffer.from(']');
const RESULTS_OPEN = Buffer.from('{"results":[');
const RESULTS_CLOSE = Buffer.from(']}');
const DISTRIBUTION_OPEN = Buffer.from(',"facetDistribution":{');
const STATS_OPEN = Buffer.from('},"facetStats":{');

/** Where answers are written; each is written whole in one go (see JsonBytes). */
const out = new JsonBytes();

/**
 * A search's answer written as JSON directly, byte for byte what `JSON.stringify` makes of `search()`'s answer
 * (with `indexUid` first for a multi-search result), UTF-8 encoded: each hit from the index's kept projections,
 * facets from their counts. Hits may be written a slice at a time (see search-turns.ts); the documents are taken
 * when the search runs, so a write to the index in between changes nothing in this answer.
 */
export class SearchAnswer {
  private readonly docs: Document[];
  private readonly projection: Projection | undefined;
  private readonly hits: Buffer[] = [];
  private readonly processingTimeMs: number;

  constructor(
    index: SearchIndex,
    private readonly found: Found,
    requested: readonly string[] | undefined,
    private readonly indexUid?: string,
  ) {
    this.docs = found.window.map((id) => index.doc(id));
    this.projection = found.window.length ? index.projections.projection(index.settings.displayedAttributes, requested) : undefined;
    this.processingTimeMs = Math.round(performance.now() - found.started);
  }

  get done(): boolean {
    return this.hits.length === this.docs.length;
  }

  /** Writes up to `count` more hits. */
  write(count: number): this {
    const end = Math.min(this.docs.length, this.hits.length + count);
    for (let i = this.hits.length; i < end; i++) this.hits.push(this.projection!.bytes(this.found.window[i]!, this.docs[i]!));
    return this;
  }

  /** Writes the whole answer; every hit must have been written. */
  writeTo(json: JsonBytes): JsonBytes {
    if (!this.done) throw new Error('SearchAnswer written before every hit was');
    json.text(this.indexUid === undefined ? '{"hits":[' : `{"indexUid":${JSON.stringify(this.indexUid)},"hits":[`);
    this.hits.forEach((hit, i) => (i ? json.bytes(COMMA) : json).bytes(hit));
    json.bytes(HITS_CLOSE);
    for (const [key, value] of Object.entries({ ...this.found.page, processingTimeMs: this.processingTimeMs }))
      if (value !== undefined) json.text(`,"${key}":${JSON.stringify(value)}`);
    if (this.found.facets) writeFacets(json, this.found.facets);
    return json.bytes(CLOSE_BRACE);
  }

  /** The whole answer; every hit must have been written. */
  bytes(): Buffer {
    return this.writeTo(out.start()).end();
  }
}

/** A multi-search's answer, `{"results":[…]}`, of its queries' answers in order. */
export function resultsBytes(answers: readonly SearchAnswer[]): Buffer {
  out.start().bytes(RESULTS_OPEN);
  answers.forEach((answer, i) => answer.writeTo(i ? out.bytes(COMMA) : out));
  return out.bytes(RESULTS_CLOSE).end();
}

export function searchAnswer(index: SearchIndex, query: SearchQuery, indexUid?: string): SearchAnswer {
  return new SearchAnswer(index, find(index, query), query.attributesToRetrieve, indexUid);
}

/** `,"facetDistribution":{…},"facetStats":{…}` */
function writeFacets(json: JsonBytes, facets: readonly FacetCounts[]): void {
  json.bytes(DISTRIBUTION_OPEN);
  facets.forEach(({ facet, values, shown, counts }, f) => {
    json.text(`${f ? ',' : ''}${JSON.stringify(facet)}:{`);
    for (let i = 0; i < shown.length; i++) {
      const value = values![shown[i]!]!;
      (i ? json.bytes(COMMA) : json).bytes((value.keyBytes ??= Buffer.from(`${value.json}:`))).count(counts[i]!);
    }
    json.bytes(CLOSE_BRACE);
  });
  json.bytes(STATS_OPEN);
  let first = true;
  for (const { facet, stats } of facets) {
    if (!stats) continue;
    json.text(`${first ? '' : ','}${JSON.stringify(facet)}:{"min":${stats.min},"max":${stats.max}}`);
    first = false;
  }
  json.bytes(CLOSE_BRACE);
}
