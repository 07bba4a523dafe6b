import { describe, expect, it } from 'vitest';
import { calendarDate, formatDate, formatDateTime } from './dates.ts';

describe('formatDate', () => {
  it('shows an instant as dd/MM/yyyy in Brisbane by default', () => {
    // 15:30 UTC on 31 Dec is already 1 Jan in Brisbane.
    expect(formatDate(new Date('2025-12-31T15:30:00Z'))).toBe('01/01/2026');
  });

  it('shows an instant in the given time zone', () => {
    expect(formatDate(new Date('2025-12-31T15:30:00Z'), 'UTC')).toBe('31/12/2025');
  });

  it('accepts epoch milliseconds and ISO instants', () => {
    expect(formatDate(Date.UTC(2025, 6, 1, 2))).toBe('01/07/2025');
    expect(formatDate('2025-07-24T23:00:00+10:00')).toBe('24/07/2025');
  });

  it('shows a calendar date as written, whatever the zone', () => {
    expect(formatDate('2025-12-25', 'America/Los_Angeles')).toBe('25/12/2025');
  });
});

describe('calendarDate', () => {
  it("gives today's date in the zone as yyyy-MM-dd", () => {
    expect(calendarDate(new Date('2025-12-31T15:30:00Z'))).toBe('2026-01-01');
  });
});

describe('formatDateTime', () => {
  it("shows an instant as the site's date and 12-hour time", () => {
    // Brisbane is UTC+10 all year.
    expect(formatDateTime('2026-11-29T01:00:00.000Z')).toBe('29/11/2026 at 11:00 am');
    expect(formatDateTime(new Date('2026-11-28T14:05:00.000Z'))).toBe('29/11/2026 at 12:05 am');
    expect(formatDateTime('2026-11-29T02:30:00.000Z')).toBe('29/11/2026 at 12:30 pm');
  });
});
