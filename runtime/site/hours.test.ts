import { describe, expect, it } from 'vitest';
import { formatTime, hoursText, openingHoursRows, specialHoursFor, upcomingSpecialHours } from './hours.ts';
import type { OpeningHour, SpecialHour } from './hours.ts';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });

describe('formatTime and hoursText', () => {
  it('shows times on a 12-hour clock', () => {
    expect(formatTime('08:00')).toBe('8:00am');
    expect(formatTime('17:30')).toBe('5:30pm');
    expect(formatTime('12:00')).toBe('12:00pm');
    expect(formatTime('00:15')).toBe('12:15am');
  });

  it("shows open hours like '8:00am - 5:30pm'", () => {
    expect(hoursText(open(1, '08:00', '17:30'), 'Closed')).toBe('8:00am - 5:30pm');
  });

  it('prefers formated_hours when given', () => {
    expect(hoursText({ status: 'Open', open: '08:00', close: '17:30', formated_hours: '8am - late' }, 'Closed')).toBe('8am - late');
  });

  it("shows the site's closed text", () => {
    expect(hoursText(closed(0), 'Closed')).toBe('Closed');
    expect(hoursText(closed(0), 'By appointment only')).toBe('By appointment only');
    expect(hoursText({ status: 'Open' }, 'Enquire Now')).toBe('Enquire Now');
  });
});

describe('openingHoursRows', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => open(day, '08:00', '17:30'));

  it("folds five matching weekdays into one 'Mon-Fri' line, with Sat and Sun separate", () => {
    expect(openingHoursRows([...weekdays, open(6, '08:30', '16:00'), closed(0)], 'Closed')).toEqual([
      { label: 'Mon-Fri', text: '8:00am - 5:30pm' },
      { label: 'Sat', text: '8:30am - 4:00pm' },
      { label: 'Sun', text: 'Closed' },
    ]);
  });

  it('lists every weekday when one differs', () => {
    const rows = openingHoursRows([closed(0), ...weekdays.slice(0, 4), open(5, '08:30', '17:00')], 'By appointment only');
    expect(rows.map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sun']);
    expect(rows[4]).toEqual({ label: 'Fri', text: '8:30am - 5:00pm' });
    expect(rows[5]).toEqual({ label: 'Sun', text: 'By appointment only' });
  });

  it('does not fold when a weekday is missing', () => {
    expect(openingHoursRows(weekdays.slice(0, 4), 'Closed').map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu']);
  });

  it('folds weekdays whose display text matches even when written differently', () => {
    const rows = openingHoursRows([...weekdays.slice(0, 4), { weekday: 5, status: 'Open', formated_hours: '8:00am - 5:30pm' }], 'Closed');
    expect(rows).toEqual([{ label: 'Mon-Fri', text: '8:00am - 5:30pm' }]);
  });

  it('gives no rows for a location without hours', () => {
    expect(openingHoursRows([], 'Closed')).toEqual([]);
  });
});

describe('special (holiday) hours', () => {
  const specialHours: SpecialHour[] = [
    { date: '2025-12-26', status: 'Open', start_hour: '09:00', end_hour: '13:00', location_id: 11 },
    { date: '2025-12-25', status: 'Closed' },
    { date: '2025-12-24', status: 'Open', start_hour: '08:00', end_hour: '12:00', location_id: 12 },
    { date: '2025-01-01', status: 'Closed' },
  ];

  it('applies entries for the location and entries without a location_id', () => {
    expect(specialHoursFor(11, specialHours).map((entry) => entry.date)).toEqual(['2025-12-26', '2025-12-25', '2025-01-01']);
  });

  it('lists upcoming holiday hours for the View Holiday Hours dialog, soonest first, from today in Brisbane', () => {
    // 14:30 UTC on 24 Dec is already 25 Dec in Brisbane.
    expect(upcomingSpecialHours(11, { specialHours, closedText: 'Closed' }, new Date('2025-12-24T14:30:00Z'))).toEqual([
      { date: '25/12/2025', text: 'Closed' },
      { date: '26/12/2025', text: '9:00am - 1:00pm' },
    ]);
  });

  it("keeps today's entry", () => {
    expect(upcomingSpecialHours(12, { specialHours, closedText: 'Closed' }, new Date('2025-12-24T02:00:00Z'))[0]).toEqual({
      date: '24/12/2025',
      text: '8:00am - 12:00pm',
    });
  });
});
