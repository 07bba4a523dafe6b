import { describe, expect, it } from 'vitest';
import { knowZoneRules, spanOffset, zoneSpan } from './zone-rules.ts';
import { parseZonedIso, zonedParts, zoneOffsetMs, zoneRulesFor } from './zoned-time.ts';

const SYDNEY = 'Australia/Sydney';
const BRISBANE = 'Australia/Brisbane';
const HOUR = 3_600_000;

describe('zone rules', () => {
  it('pins each daylight-saving change to its instant', () => {
    const { [SYDNEY]: sydney } = zoneRulesFor([SYDNEY], 2024, 2025);
    expect(sydney!.changes).toEqual([
      [Date.UTC(2024, 0, 1), 11 * HOUR],
      [Date.parse('2024-04-06T16:00:00Z'), 10 * HOUR],
      [Date.parse('2024-10-05T16:00:00Z'), 11 * HOUR],
    ]);
  });

  it('gives a zone without daylight saving one offset, and nothing outside its years', () => {
    const { [BRISBANE]: brisbane } = zoneRulesFor([BRISBANE], 2020, 2030);
    expect(brisbane!.changes).toEqual([[Date.UTC(2020, 0, 1), 10 * HOUR]]);
    expect(spanOffset(brisbane!, Date.UTC(2019, 11, 31, 23))).toBeUndefined();
    expect(spanOffset(brisbane!, Date.UTC(2030, 0, 1))).toBeUndefined();
    expect(spanOffset(brisbane!, Date.UTC(2025, 5, 1))).toBe(10 * HOUR);
  });

  it('finds a change on the first or last day of the span', () => {
    const offsetAt = (instant: number) => (instant < Date.UTC(2024, 0, 1, 12) || instant >= Date.UTC(2024, 11, 31, 6) ? 0 : HOUR);
    expect(zoneSpan(offsetAt, 2024, 2025).changes).toEqual([
      [Date.UTC(2024, 0, 1), 0],
      [Date.UTC(2024, 0, 1, 12), HOUR],
      [Date.UTC(2024, 11, 31, 6), 0],
    ]);
  });

  it('answers as Intl does for every hour of two years, across both changes, once the site knows the rules', () => {
    const instants = Array.from({ length: 2 * 365 * 24 }, (_, hour) => Date.UTC(2025, 0, 1) + hour * HOUR + 17_000);
    const expected = instants.map((instant) => [zonedParts(new Date(instant), SYDNEY), zoneOffsetMs(new Date(instant), SYDNEY)]);
    const wall = parseZonedIso('2025-10-05T02:30', SYDNEY).getTime();
    knowZoneRules(zoneRulesFor([SYDNEY], 2024, 2028));
    expect(instants.map((instant) => [zonedParts(new Date(instant), SYDNEY), zoneOffsetMs(new Date(instant), SYDNEY)])).toEqual(expected);
    expect(parseZonedIso('2025-10-05T02:30', SYDNEY).getTime()).toBe(wall);
  });
});
