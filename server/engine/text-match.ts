import { Bitset } from './bitset.ts';
import type { SearchIndex } from './search-index.ts';
import type { MatchingStrategy } from './search-params.ts';
import { NO_MATCH, POS_STRIDE } from './text-index.ts';
import type { TermArrays, TermHits } from './text-index.ts';
import { tokenize } from './tokenize.ts';

/** Meilisearch ignores query words beyond the tenth. */
const MAX_TERMS = 10;
const MAX_PROXIMITY = 8;

/** Per-document ranking keys for the text rules; lower is better. Indexed by internal id. */
export interface TextScores {
  words: Int32Array;
  typo: Int32Array;
  proximity: Int32Array;
  attribute: Int32Array;
  exactness: Int32Array;
}

export interface TextMatch {
  docs: Bitset;
  scores: TextScores;
}

/**
 * The arrays text matches are written into, kept from one to the next: as long as the index, made anew for each
 * text search they were most of its cost. A match's scores are valid until the next match.
 */
let scratch: { length: number; scores: TextScores; terms: TermArrays[] } | undefined;

function scratchFor(size: number, terms: number): { scores: TextScores; terms: TermArrays[] } {
  if (!scratch || scratch.length < size) {
    const length = Math.max(size, 2 * (scratch?.length ?? 0));
    const scores = () => new Int32Array(length);
    scratch = { length, scores: { words: scores(), typo: scores(), proximity: scores(), attribute: scores(), exactness: scores() }, terms: [] };
  }
  while (scratch.terms.length < terms) {
    const length = scratch.length;
    scratch.terms.push({ typos: new Uint8Array(length), pos: new Int32Array(length), exact: new Uint8Array(length) });
  }
  return scratch;
}

/**
 * Matches the query words within the documents `within` (the filter's): the last word also matches as a prefix
 * unless the query ends with a separator. With the `last` strategy a document must contain the first word, and
 * ranks by how many leading words it contains (Meilisearch drops words from the end). The documents matched are
 * a subset of `within`; the scores are set for them alone.
 */
export function matchText(index: SearchIndex, q: string, strategy: MatchingStrategy, within: Bitset): TextMatch | undefined {
  const terms = tokenize(q).slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  const size = index.size;
  const endsWithWord = /[\p{L}\p{N}]$/u.test(q);
  const kept = scratchFor(size, terms.length);
  const hits: TermHits[] = terms.map((term, i) => index.textIndex.matchTerm(term, endsWithWord && i === terms.length - 1, within, kept.terms[i]!));
  const docs = new Bitset(size);
  const scores = kept.scores;
  for (const doc of hits[0]!.docs) {
    let matched = 0;
    while (matched < hits.length && hits[matched]!.typos[doc] !== NO_MATCH) matched++;
    if (strategy === 'all' && matched < hits.length) continue;
    docs.add(doc);
    let typo = 0;
    let attribute = 0;
    let exact = 0;
    let proximity = 0;
    for (let t = 0; t < matched; t++) {
      const hit = hits[t]!;
      typo += hit.typos[doc]!;
      attribute += hit.pos[doc]!;
      exact += hit.exact[doc]!;
      if (t > 0) proximity += distance(hits[t - 1]!.pos[doc]!, hit.pos[doc]!);
    }
    scores.words[doc] = hits.length - matched;
    scores.typo[doc] = typo;
    scores.proximity[doc] = proximity;
    scores.attribute[doc] = attribute;
    scores.exactness[doc] = matched - exact;
  }
  return { docs, scores };
}

/** Word distance as Meilisearch's proximity rule sees it: capped, and a reversed pair costs one more. */
function distance(a: number, b: number): number {
  if (Math.floor(a / POS_STRIDE) !== Math.floor(b / POS_STRIDE)) return MAX_PROXIMITY;
  const d = b >= a ? b - a : a - b + 1;
  return Math.min(d, MAX_PROXIMITY);
}
