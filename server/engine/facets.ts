import { matchesPattern } from './document.ts';
import { MeiliError } from './errors.ts';
import type { SearchIndex } from './search-index.ts';

export type FacetDistribution = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number }>;

/** Expands `*` and rejects non-filterable facets, as Meilisearch does. */
export function resolveFacets(index: SearchIndex, requested: readonly string[]): string[] {
  const filterable = index.settings.filterableAttributes;
  if (requested.includes('*')) {
    const known = index.attributePaths().filter((path) => filterable.some((p) => matchesPattern(p, path)));
    return [...new Set([...filterable.filter((p) => p !== '*' && !p.endsWith('*')), ...known])].sort();
  }
  for (const facet of requested) {
    if (!filterable.some((pattern) => matchesPattern(pattern, facet))) {
      throw new MeiliError(
        'invalid_search_facets',
        `Invalid facet distribution: Attribute \`${facet}\` is not filterable. ${
          filterable.length
            ? `Available filterable attributes patterns are: \`${[...filterable].sort().join(', ')}\`.`
            : 'This index does not have configured filterable attributes.'
        }`,
      );
    }
  }
  return [...requested];
}

/**
 * Counts every facet value over all candidate documents (not just the returned page),
 * keeping at most `maxValuesPerFacet` values per facet in the configured order.
 */
export function computeFacets(index: SearchIndex, facets: readonly string[], docs: Int32Array): { distribution: FacetDistribution; stats: FacetStats } {
  const distribution: FacetDistribution = {};
  const stats: FacetStats = {};
  const { maxValuesPerFacet, sortFacetValuesBy } = index.settings.faceting;
  // Meilisearch answers facets in attribute-name order, whatever the request order.
  for (const facet of [...facets].sort()) {
    const attr = index.attribute(facet);
    const out: Record<string, number> = {};
    distribution[facet] = out;
    if (!attr) continue;
    const counts = attr.count(docs);
    let min = Infinity;
    let max = -Infinity;
    const present: number[] = [];
    for (const id of attr.displayOrder()) {
      if (counts[id] === 0) continue;
      present.push(id);
      const num = attr.values[id]!.num;
      if (num !== undefined) {
        if (num < min) min = num;
        if (num > max) max = num;
      }
    }
    if ((sortFacetValuesBy[facet] ?? sortFacetValuesBy['*']) === 'count') {
      present.sort((a, b) => counts[b]! - counts[a]!);
    }
    for (const id of present.slice(0, maxValuesPerFacet)) {
      const key = attr.values[id]!.display;
      out[key] = (out[key] ?? 0) + counts[id]!;
    }
    if (min !== Infinity) stats[facet] = { min, max };
  }
  return { distribution, stats };
}
