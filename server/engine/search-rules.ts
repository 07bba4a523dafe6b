/**
 * A tenant token's `searchRules`, read as Meilisearch reads them (meilisearch-auth `SearchRules`):
 * a list of index patterns, or patterns mapped to `{ filter }` or null. A pattern is an index uid,
 * `*`, or a prefix ending in `*`.
 */
export type SearchRules = readonly string[] | Readonly<Record<string, { filter?: unknown } | null>>;

const PATTERN_PREFIX = /^[A-Za-z0-9_-]{0,400}$/;

export function isIndexPattern(pattern: string): boolean {
  return pattern.endsWith('*') ? PATTERN_PREFIX.test(pattern.slice(0, -1)) : pattern !== '' && PATTERN_PREFIX.test(pattern);
}

export function matchesIndexPattern(pattern: string, uid: string): boolean {
  return pattern.endsWith('*') ? uid.startsWith(pattern.slice(0, -1)) : pattern === uid;
}

/** The claim as JSON gives it, or undefined when it is neither shape (Meilisearch's untagged enum then fails). */
export function asSearchRules(value: unknown): SearchRules | undefined {
  if (Array.isArray(value)) return value.every((p) => typeof p === 'string' && isIndexPattern(p)) ? (value as string[]) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [pattern, rule] of Object.entries(value)) {
    if (!isIndexPattern(pattern) || (rule !== null && (typeof rule !== 'object' || Array.isArray(rule)))) return undefined;
  }
  return value as SearchRules;
}

function patternsOf(rules: SearchRules): string[] {
  return Array.isArray(rules) ? [...(rules as readonly string[])] : Object.keys(rules);
}

export function rulesCoverIndex(rules: SearchRules, uid: string): boolean {
  return patternsOf(rules).some((pattern) => matchesIndexPattern(pattern, uid));
}

/** The patterns a token names, sorted, as Meilisearch lists them in its error. */
export function rulePatterns(rules: SearchRules): string[] {
  return patternsOf(rules).sort();
}

/** An exact name beats any prefix, and a longer prefix a shorter one. */
function moreSpecific(a: string, b: string): boolean {
  const exactA = !a.endsWith('*');
  const exactB = !b.endsWith('*');
  return exactA !== exactB ? exactA : a.length > b.length;
}

/** The filter of the most specific pattern covering the index; none for a list or a null rule. */
export function ruleFilter(rules: SearchRules, uid: string): unknown {
  if (Array.isArray(rules)) return undefined;
  let best: string | undefined;
  for (const pattern of Object.keys(rules)) {
    if (matchesIndexPattern(pattern, uid) && (best === undefined || moreSpecific(pattern, best))) best = pattern;
  }
  return best === undefined ? undefined : ((rules as Record<string, { filter?: unknown } | null>)[best]?.filter ?? undefined);
}

/** The query's filter ANDed with the rule's, as Meilisearch's `add_search_rules`: both as one filter array. */
export function withRuleFilter(filter: unknown, rule: unknown): unknown {
  if (filter === undefined || filter === null) return rule ?? undefined;
  if (rule === undefined || rule === null) return filter;
  return [...(Array.isArray(filter) ? filter : [filter]), ...(Array.isArray(rule) ? rule : [rule])];
}

/** The query as the token's rules let it run: the rule's filter for its index ANDed into its own. */
export function ruledQuery<Q extends { filter: unknown }>(rules: SearchRules | undefined, uid: string, query: Q): Q {
  return rules ? { ...query, filter: withRuleFilter(query.filter, ruleFilter(rules, uid)) } : query;
}
