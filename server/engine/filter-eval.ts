import { parseNumber } from './attribute-index.ts';
import type { AttributeIndex } from './attribute-index.ts';
import { Bitset } from './bitset.ts';
import { matchesPattern } from './document.ts';
import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';
import { filterFields, spanText } from './filter-parser.ts';
import type { FilterNode } from './filter-parser.ts';
import type { SearchIndex } from './search-index.ts';
import { normalizeFacet } from './tokenize.ts';

/** Parsed filters (which are shared, see parseFilter) found filterable, with the filterable attributes they were checked against. */
const checked = new WeakMap<FilterNode, readonly string[]>();

/** Rejects filters on attributes that are not filterable, with Meilisearch's wording: a search names the index, the document routes do not. */
export function checkFilterable(index: SearchIndex, node: FilterNode, code: ErrorCode): void {
  const filterable = index.settings.filterableAttributes;
  if (checked.get(node) === filterable) return;
  const where = code === 'invalid_search_filter' ? `Index \`${index.uid}\`: ` : '';
  for (const { field, span } of filterFields(node)) {
    if (filterable.some((pattern) => matchesPattern(pattern, field))) continue;
    const available = [...filterable]
      .sort()
      .map((a) => `\`${a}\``)
      .join(', ');
    throw new MeiliError(
      code,
      `${where}Attribute \`${field}\` is not filterable. ${
        filterable.length ? `Available filterable attribute patterns are: ${available}.` : 'This index does not have configured filterable attributes.'
      }\n${spanText(span)}`,
    );
  }
  checked.set(node, filterable);
}

/**
 * The live documents matching the filter. Every part of the filter is kept by the index until it changes (see
 * SearchIndex.conditionSet), so a search that adds one condition to a site's usual filter pays for that condition
 * and one intersection. The set is shared: nothing may change it.
 */
export function evaluateFilter(index: SearchIndex, node: FilterNode): Bitset {
  return evaluate(index, node, index.live());
}

function evaluate(index: SearchIndex, node: FilterNode, live: Bitset): Bitset {
  return index.conditionSet(conditionKey(node), () => matching(index, node, live));
}

function matching(index: SearchIndex, node: FilterNode, live: Bitset): Bitset {
  switch (node.kind) {
    case 'and': {
      const [first, ...rest] = node.children;
      const acc = evaluate(index, first!, live).clone();
      for (const child of rest) acc.and(evaluate(index, child, live));
      return acc;
    }
    case 'or': {
      const acc = new Bitset(live.size);
      for (const child of node.children) acc.or(evaluate(index, child, live));
      return acc;
    }
    case 'not':
      // Complement over all live documents, so `NOT` and `!=` also match documents lacking the field.
      return live.clone().andNot(evaluate(index, node.child, live));
    default:
      return union(live.size, leafLists(index.attribute(node.field), node)).and(live);
  }
}

/** Keys of the nodes of parsed filters, which are shared (see parseFilter), so a repeated filter's are not made again. */
const conditionKeys = new WeakMap<FilterNode, string>();

/** A condition by what it asks, not where it stands in the filter text. */
function conditionKey(node: FilterNode): string {
  let key = conditionKeys.get(node);
  if (key === undefined) {
    switch (node.kind) {
      case 'and':
      case 'or':
        key = `${node.kind}(${node.children.map(conditionKey).join(',')})`;
        break;
      case 'not':
        key = `not(${conditionKey(node.child)})`;
        break;
      case 'compare':
        key = JSON.stringify([node.kind, node.field, node.op, node.value]);
        break;
      case 'range':
        key = JSON.stringify([node.kind, node.field, node.from, node.to]);
        break;
      case 'in':
        key = JSON.stringify([node.kind, node.field, node.values]);
        break;
      case 'prefix':
        key = JSON.stringify([node.kind, node.field, node.value]);
        break;
      default:
        key = JSON.stringify([node.kind, node.field]);
    }
    conditionKeys.set(node, key);
  }
  return key;
}

function leafLists(attr: AttributeIndex | undefined, node: Exclude<FilterNode, { kind: 'and' | 'or' | 'not' }>): Int32Array[] {
  if (!attr) return [];
  switch (node.kind) {
    case 'exists':
      return [attr.exists.view()];
    case 'null':
      return [attr.nulls.view()];
    case 'empty':
      return [attr.empties.view()];
    case 'in':
      return node.values.flatMap((v) => attr.equal(v));
    case 'prefix':
      return startingWith(attr, normalizeFacet(node.value));
    case 'geo':
      throw new MeiliError('bad_request', 'The embedded engine does not support geo filters.');
    case 'range':
      return bounded(attr, node.from, true, node.to, true);
    case 'compare':
      switch (node.op) {
        case '=':
          return attr.equal(node.value);
        case '>':
          return bounded(attr, node.value, false, undefined, false);
        case '>=':
          return bounded(attr, node.value, true, undefined, false);
        case '<':
          return bounded(attr, undefined, false, node.value, false);
        case '<=':
          return bounded(attr, undefined, false, node.value, true);
      }
  }
}

/** Like Meilisearch, `STARTS WITH` matches string values by their normalised form, and an empty prefix every document with the field. */
function startingWith(attr: AttributeIndex, prefix: string): Int32Array[] {
  if (prefix === '') return [attr.exists.view()];
  return attr.values.filter((v) => v.num === undefined && v.norm.startsWith(prefix)).map((v) => v.docs.view());
}

/**
 * Like Meilisearch, a range matches numbers numerically (when the bounds are numbers) and string values
 * lexicographically by their normalised form against the bounds as written (so `label > B` holds for `alpha`).
 */
function bounded(attr: AttributeIndex, lo: string | undefined, loInc: boolean, hi: string | undefined, hiInc: boolean): Int32Array[] {
  const strings = attr.stringRange(lo, loInc, hi, hiInc);
  const loNum = lo === undefined ? -Infinity : parseNumber(lo);
  const hiNum = hi === undefined ? Infinity : parseNumber(hi);
  if (loNum === undefined || hiNum === undefined) return strings;
  return [...attr.numericRange(loNum, loInc, hiNum, hiInc), ...strings];
}

function union(size: number, lists: Int32Array[]): Bitset {
  const set = new Bitset(size);
  for (const list of lists) set.addAll(list);
  return set;
}
