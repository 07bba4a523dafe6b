import { describe, expect, it } from 'vitest';
import { parseZonedIso, zonedInstant, zonedParts, zoneOffsetMs } from './zoned-time.ts';

const BRISBANE = 'Australia/Brisbane';
const SYDNEY = 'Australia/Sydney';

describe('zoned time', () => {
  it('reads wall-clock parts and weekday in the zone', () => {
    // 2025-07-01T00:30 in Brisbane (+10:00) is a Tuesday.
    expect(zonedParts(new Date('2025-06-30T14:30:00Z'), BRISBANE)).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 2,
    });
  });

  it('knows Brisbane stays at +10:00 while Sydney moves to +11:00 in summer', () => {
    const january = new Date('2025-01-15T00:00:00Z');
    expect(zoneOffsetMs(january, BRISBANE)).toBe(10 * 3_600_000);
    expect(zoneOffsetMs(january, SYDNEY)).toBe(11 * 3_600_000);
  });

  it('turns a wall-clock time into its instant, across daylight saving', () => {
    expect(zonedInstant({ year: 2025, month: 7, day: 1 }, BRISBANE).toISOString()).toBe('2025-06-30T14:00:00.000Z');
    expect(zonedInstant({ year: 2025, month: 1, day: 1, hour: 9 }, SYDNEY).toISOString()).toBe('2024-12-31T22:00:00.000Z');
  });

  it('parses config dates with and without an offset', () => {
    expect(parseZonedIso('2025-08-21', BRISBANE).toISOString()).toBe('2025-08-20T14:00:00.000Z');
    expect(parseZonedIso('2025-07-24', BRISBANE, 'end').toISOString()).toBe('2025-07-24T13:59:59.999Z');
    expect(parseZonedIso('2025-09-30T23:59+10:00', SYDNEY).toISOString()).toBe('2025-09-30T13:59:00.000Z');
    expect(parseZonedIso('2025-09-30T08:00', BRISBANE, 'end').toISOString()).toBe('2025-09-29T22:00:00.000Z');
  });

  it('rejects text that is not an ISO date', () => {
    expect(() => parseZonedIso('30/09/2025', BRISBANE)).toThrow(RangeError);
  });
});
