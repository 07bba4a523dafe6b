/**
 * When a test drive can be booked: a wall-clock time in the site's zone (as a datetime-local input gives it,
 * "2026-12-01T10:30"), later than now, and within the opening hours of the location it is at, holiday hours
 * first. The browser checks it before sending and the server again on arrival, from this one rule.
 */
import type { Location, Tenant } from '../../schema/tenant.ts';
import { formatDate } from '../site/dates.ts';
import { hoursText, specialHoursFor } from '../site/hours.ts';
import { zonedInstant, zonedParts } from '../site/zoned-time.ts';
import { FORM_TEXTS } from './messages.ts';

export type BookingLocation = Pick<Location, 'id' | 'name' | 'opening_hours'>;

export interface BookingRule {
  timeZone: string;
  locations: readonly BookingLocation[];
  hours: Pick<Tenant['locationOptions'], 'specialHours' | 'closedText'>;
  /** Where the test drive is when the form has no location chosen: the car's yard, or the site's one location. */
  defaultLocationId: number | null;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

type DayHours = { open: string; close: string; text: string } | 'closed' | 'unknown';

/**
 * A location's hours on one date. A holiday entry decides the day; else the weekday's entry. A location with no
 * hours at all, or an open day without times, cannot be checked ("Call for hours"), so any time is taken.
 */
function hoursOn(location: BookingLocation, hours: BookingRule['hours'], date: string, weekday: number): DayHours {
  const holiday = specialHoursFor(location.id, hours.specialHours).find((entry) => entry.date.slice(0, 10) === date);
  if (holiday) {
    if (holiday.status === 'Closed') return 'closed';
    const { start_hour: open, end_hour: close } = holiday;
    return open && close ? { open, close, text: hoursText({ status: 'Open', open, close }, hours.closedText) } : 'unknown';
  }
  if (location.opening_hours.length === 0) return 'unknown';
  const entry = location.opening_hours.find((e) => e.weekday === weekday);
  if (!entry || entry.status === 'Closed') return 'closed';
  return entry.open && entry.close ? { open: entry.open, close: entry.close, text: hoursText(entry, hours.closedText) } : 'unknown';
}

/** What is wrong with a booking time at the chosen location (`locationId`, else the rule's default), or null. */
export function bookingProblem(value: string, locationId: string, rule: BookingRule, now: Date): string | null {
  const match = LOCAL_TIME.exec(value.trim());
  if (!match) return FORM_TEXTS.bookingInvalid;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const at = zonedInstant({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, rule.timeZone);
  const wall = zonedParts(at, rule.timeZone);
  // 31 February, or a time a daylight-saving change skips, is no time at all.
  if (wall.year !== year || wall.month !== month || wall.day !== day || wall.hour !== hour || wall.minute !== minute) return FORM_TEXTS.bookingInvalid;
  if (at.getTime() <= now.getTime()) return FORM_TEXTS.bookingPast;
  const location = rule.locations.find((l) => String(l.id) === locationId) ?? rule.locations.find((l) => l.id === rule.defaultLocationId) ?? null;
  if (!location) return null;
  const date = value.slice(0, 10);
  const hours = hoursOn(location, rule.hours, date, wall.weekday);
  if (hours === 'unknown') return null;
  if (hours === 'closed') return FORM_TEXTS.bookingClosed(location.name, formatDate(date));
  const time = hour! * 60 + minute!;
  if (time < minutesOf(hours.open) || time >= minutesOf(hours.close)) return FORM_TEXTS.bookingOutsideHours(location.name, hours.text, formatDate(date));
  return null;
}
