/**
 * A time zone's UTC offsets over a span of years, worked out once (by `dealer-gen generate`, from the
 * machine's time-zone data) and shipped with the site, so the zone rules run in plain arithmetic. The first
 * `Intl.DateTimeFormat` a page makes loads the locale and zone data on the main thread, which costs a phone
 * tens of milliseconds just as the page comes alive; with the rules known, pages make none.
 */

/** From `from` (inclusive) to `to` (exclusive), in ms since the epoch: each change as [instant, offset ms], the first at `from`. */
export interface ZoneSpan {
  from: number;
  to: number;
  changes: [number, number][];
}

export type ZoneRules = Record<string, ZoneSpan>;

/** The years generated sites know each zone for; instants outside them are worked out by `Intl`. */
export const ZONE_RULE_YEARS = { from: 2000, to: 2060 } as const;

// Zones change their offset at most a few times a year, months apart (Morocco's month without summer time is the shortest gap).
const SAMPLE_MS = 7 * 86_400_000;

/**
 * The span of one zone, from `offsetAt` (the zone's offset at an instant, from `Intl`). The offset is
 * sampled weekly and each change pinned down to the millisecond.
 */
export function zoneSpan(offsetAt: (instant: number) => number, fromYear: number, toYear: number): ZoneSpan {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear, 0, 1);
  const changes: [number, number][] = [[from, offsetAt(from)]];
  let offset = changes[0]![1];
  for (let previous = from; previous < to - 1;) {
    const sample = Math.min(previous + SAMPLE_MS, to - 1);
    const next = offsetAt(sample);
    let before = previous;
    previous = sample;
    if (next === offset) continue;
    // The change lies in (before, sample]: halve the gap until it is one millisecond.
    let after = sample;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetAt(middle) === offset) before = middle;
      else after = middle;
    }
    changes.push([after, next]);
    offset = next;
  }
  return { from, to, changes };
}

/** The offset the span gives for an instant, or undefined outside it. */
export function spanOffset(span: ZoneSpan, instant: number): number | undefined {
  if (instant < span.from || instant >= span.to) return undefined;
  let low = 0;
  let high = span.changes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (span.changes[middle]![0] <= instant) low = middle;
    else high = middle - 1;
  }
  return span.changes[low]![1];
}

// Kept here rather than with the zoned-time rules: each site's entry registers its zones at start, and so carries
// this registry, not the code that reads clocks (which comes with the pages that do).
const known: ZoneRules = {};

/** Zone rules for the zones a site uses (its site.gen.ts): those zones are then worked out without `Intl`. */
export function knowZoneRules(rules: ZoneRules): void {
  Object.assign(known, rules);
}

/** The offset the known rules give for a zone at an instant, or undefined where they do not cover it. */
export function knownOffset(timeZone: string, instant: number): number | undefined {
  const span = known[timeZone];
  return span && spanOffset(span, instant);
}
