import type { Bitset } from './bitset.ts';
import { IntList } from './int-list.ts';
import { allowedTypos, tokenize, typoCost } from './tokenize.ts';

/** Word positions are packed as attributeRank * POS_STRIDE + position within the attribute. */
export const POS_STRIDE = 1024;

interface Posting {
  docs: IntList;
  /** First position of the word in each document, parallel to `docs`. */
  pos: IntList;
}

/** One indexed word a query term matched, and what the match cost. */
export interface WordMatch {
  posting: Posting;
  typos: number;
  exact: boolean;
}

/** Arrays indexed by internal id that a term's match is written into, at least as long as the index. */
export interface TermArrays {
  /** 255 where the term did not match, else the fewest typos used. */
  typos: Uint8Array;
  /** Set only where the term matched. */
  pos: Int32Array;
  /** Set only where the term matched. */
  exact: Uint8Array;
}

/** Per-document outcome of matching one query term. */
export interface TermHits extends TermArrays {
  /** The documents matched, in no particular order. */
  docs: number[];
}

export const NO_MATCH = 255;

/** Token → documents index over the searchable attributes. */
export class TextIndex {
  private readonly postings = new Map<string, Posting>();
  private vocabulary: string[] | undefined;
  private readonly expansions = new Map<string, WordMatch[]>();

  /** Indexes a document's searchable values, given as [attribute rank, value] pairs. */
  add(doc: number, values: Iterable<[number, string]>): void {
    const first = new Map<string, number>();
    const counters = new Map<number, number>();
    for (const [rank, text] of values) {
      let at = counters.get(rank) ?? 0;
      for (const word of tokenize(text)) {
        const pos = rank * POS_STRIDE + Math.min(at++, POS_STRIDE - 1);
        const seen = first.get(word);
        if (seen === undefined || pos < seen) first.set(word, pos);
      }
      counters.set(rank, at);
    }
    for (const [word, pos] of first) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = { docs: new IntList(2), pos: new IntList(2) };
        this.postings.set(word, posting);
        this.vocabulary = undefined;
        this.expansions.clear();
      }
      posting.docs.push(doc);
      posting.pos.push(pos);
    }
  }

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.postings.keys()].sort();
    return this.vocabulary;
  }

  prepare(): void {
    this.sortedVocabulary();
  }

  /** Indexed words matching `term`: exactly, as a prefix (last query word) or within the typo budget. */
  expand(term: string, prefix: boolean): WordMatch[] {
    const key = `${prefix ? 'p' : 'w'}:${term}`;
    const cached = this.expansions.get(key);
    if (cached) return cached;
    const out: WordMatch[] = [];
    const budget = allowedTypos(term);
    const vocab = this.sortedVocabulary();
    if (budget === 0) {
      if (prefix) {
        for (let i = lowerBound(vocab, term); i < vocab.length && vocab[i]!.startsWith(term); i++) {
          out.push({ posting: this.postings.get(vocab[i]!)!, typos: 0, exact: vocab[i] === term });
        }
      } else {
        const posting = this.postings.get(term);
        if (posting) out.push({ posting, typos: 0, exact: true });
      }
    } else {
      // A first-letter typo costs two, so with a one-typo budget only same-initial words can match.
      const [start, end] = budget === 1 ? initialRange(vocab, term[0]!) : [0, vocab.length];
      for (let i = start; i < end; i++) {
        const word = vocab[i]!;
        if (!prefix && Math.abs(word.length - term.length) > budget) continue;
        if (prefix && word.length < term.length - budget) continue;
        const typos = typoCost(term, word, prefix);
        if (typos <= budget) out.push({ posting: this.postings.get(word)!, typos, exact: word === term });
      }
    }
    this.expansions.set(key, out);
    return out;
  }

  /** Matches one query term against the documents of `within`, written into `into` (what it held before is lost). */
  matchTerm(term: string, prefix: boolean, within: Bitset, into: TermArrays): TermHits {
    const { typos, pos, exact } = into;
    const size = within.size;
    const wanted = within.words;
    typos.fill(NO_MATCH, 0, size);
    const docs: number[] = [];
    for (const match of this.expand(term, prefix)) {
      const ids = match.posting.docs.view();
      const positions = match.posting.pos.view();
      for (let i = 0; i < ids.length; i++) {
        const doc = ids[i]!;
        if (doc >= size || (wanted[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        const prev = typos[doc]!;
        if (prev === NO_MATCH) {
          docs.push(doc);
          exact[doc] = 0;
        }
        if (prev === NO_MATCH || match.typos < prev || (match.typos === prev && positions[i]! < pos[doc]!)) {
          typos[doc] = match.typos;
          pos[doc] = positions[i]!;
        }
        if (match.exact) exact[doc] = 1;
      }
    }
    return { typos, pos, exact, docs };
  }
}

/** [start, end) of the words beginning with `initial` (a single UTF-16 unit) in sorted order. */
function initialRange(sorted: string[], initial: string): [number, number] {
  return [lowerBound(sorted, initial), lowerBound(sorted, String.fromCharCode(initial.charCodeAt(0) + 1))];
}

function lowerBound(sorted: string[], x: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
