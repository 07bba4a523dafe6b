import type { Document } from './document.ts';
import type { FacetCounts } from './facets.ts';
import type { Projection } from './projection-cache.ts';
import { find } from './search.ts';
import type { Found } from './search.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchQuery } from './search-params.ts';

/**
 * A search's answer written as JSON directly, byte for byte what `JSON.stringify` makes of `search()`'s answer
 * (with `indexUid` first for a multi-search result): each hit from the index's kept projections, facets from
 * their counts. Hits may be written a slice at a time (see search-turns.ts); the documents are taken when the
 * search runs, so a write to the index in between changes nothing in this answer.
 */
export class SearchAnswer {
  private readonly docs: Document[];
  private readonly projection: Projection | undefined;
  private readonly hits: string[] = [];
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
    for (let i = this.hits.length; i < end; i++) this.hits.push(this.projection!.json(this.found.window[i]!, this.docs[i]!));
    return this;
  }

  /** The whole answer; every hit must have been written. */
  json(): string {
    if (!this.done) throw new Error('SearchAnswer.json() before every hit was written');
    const head = this.indexUid === undefined ? '' : `"indexUid":${JSON.stringify(this.indexUid)},`;
    let page = '';
    for (const [key, value] of Object.entries({ ...this.found.page, processingTimeMs: this.processingTimeMs }))
      if (value !== undefined) page += `,"${key}":${JSON.stringify(value)}`;
    return `{${head}"hits":[${this.hits.join(',')}]${page}${this.found.facets ? facetsJson(this.found.facets) : ''}}`;
  }
}

export function searchAnswer(index: SearchIndex, query: SearchQuery, indexUid?: string): SearchAnswer {
  return new SearchAnswer(index, find(index, query), query.attributesToRetrieve, indexUid);
}

/** `,"facetDistribution":{…},"facetStats":{…}` */
function facetsJson(facets: readonly FacetCounts[]): string {
  const distribution = facets.map(({ facet, values, shown, counts }) => {
    let json = '';
    for (let i = 0; i < shown.length; i++) json += `${i ? ',' : ''}${values![shown[i]!]!.json}:${counts[i]}`;
    return `${JSON.stringify(facet)}:{${json}}`;
  });
  const stats = facets.flatMap(({ facet, stats: range }) => (range ? [`${JSON.stringify(facet)}:{"min":${range.min},"max":${range.max}}`] : []));
  return `,"facetDistribution":{${distribution.join(',')}},"facetStats":{${stats.join(',')}}`;
}
