import { describe, expect, it } from 'vitest';
import { bookingProblem, type BookingRule } from './booking.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:00', close: '17:30' }));
const yard = {
  id: 11,
  name: 'Harbourside Toyota',
  opening_hours: [...weekdays, { weekday: 6, status: 'Open' as const, open: '08:30', close: '12:00' }, { weekday: 0, status: 'Closed' as const }],
};
const noHours = { id: 13, name: 'Harbourside Mazda', opening_hours: [] };
const rule = (overrides: Partial<BookingRule> = {}): BookingRule => ({
  timeZone: 'Australia/Brisbane',
  locations: [yard, noHours],
  hours: {
    closedText: 'Closed',
    specialHours: [
      { date: '2026-12-25', status: 'Closed' },
      { date: '2026-12-31', status: 'Open', start_hour: '08:00', end_hour: '13:00', location_id: 11 },
    ],
  },
  defaultLocationId: 11,
  ...overrides,
});
// Friday 27 November 2026, 1:00 pm in Brisbane.
const now = new Date('2026-11-27T03:00:00Z');
const problem = (value: string, locationId = '', overrides: Partial<BookingRule> = {}) => bookingProblem(value, locationId, rule(overrides), now);

describe('a test-drive booking time', () => {
  it('is taken in the future within the location’s hours', () => {
    expect(problem('2026-11-30T10:00')).toBeNull();
    expect(problem('2026-11-28T08:30')).toBeNull();
    expect(problem('2026-11-27T17:29')).toBeNull();
  });

  it('is refused in the past, now included, in the site’s zone and not the server’s', () => {
    expect(problem('2020-01-01T03:00')).toBe('Please choose a date and time in the future');
    // 12:30 in Brisbane is 02:30 UTC: already past, though 12:30 UTC is not.
    expect(problem('2026-11-27T12:30')).toBe('Please choose a date and time in the future');
    expect(problem('2026-11-27T13:00')).toBe('Please choose a date and time in the future');
  });

  it('is refused outside the day’s hours, closing time included, saying what they are', () => {
    expect(problem('2026-11-30T07:59')).toBe('Harbourside Toyota is open 8:00am - 5:30pm on 30/11/2026. Please choose a time within those hours.');
    expect(problem('2026-11-30T17:30')).toMatch(/^Harbourside Toyota is open 8:00am - 5:30pm/);
    expect(problem('2026-11-28T12:00')).toBe('Harbourside Toyota is open 8:30am - 12:00pm on 28/11/2026. Please choose a time within those hours.');
  });

  it('is refused on a closed day and a holiday, and held to a holiday’s own hours', () => {
    expect(problem('2026-11-29T10:00')).toBe('Harbourside Toyota is closed on 29/11/2026. Please choose another day.');
    expect(problem('2026-12-25T10:00')).toBe('Harbourside Toyota is closed on 25/12/2026. Please choose another day.');
    expect(problem('2026-12-31T12:59')).toBeNull();
    expect(problem('2026-12-31T14:00')).toMatch(/is open 8:00am - 1:00pm on 31\/12\/2026/);
  });

  it('goes by the location chosen, else the default one; a location without hours takes any future time', () => {
    expect(problem('2026-11-29T10:00', '13')).toBeNull();
    expect(problem('2026-11-29T10:00', '', { defaultLocationId: null })).toBeNull();
    expect(problem('2026-11-29T10:00', '11', { defaultLocationId: 13 })).toMatch(/is closed/);
  });

  it('is refused when it is no date and time at all', () => {
    expect(problem('tomorrow')).toBe('Please choose a date and a time');
    expect(problem('2026-02-31T10:00')).toBe('Please choose a date and a time');
    // 2:30 am on 4 October 2026 does not happen in Sydney: the clocks go from 2:00 to 3:00.
    expect(problem('2026-10-04T02:30', '', { timeZone: 'Australia/Sydney', defaultLocationId: null })).toBe('Please choose a date and a time');
  });
});
