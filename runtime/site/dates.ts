import { SITE_TIME_ZONE } from './constants.ts';
import { zonedParts } from './zoned-time.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/MM/yyyy, the only date format the sites show. A calendar date ("2025-12-25") is shown as
 * written; an instant is shown as the date it is in `timeZone`.
 */
export function formatDate(value: Date | number | string, timeZone: string = SITE_TIME_ZONE): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const p = zonedParts(value instanceof Date ? value : new Date(value), timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** Today's calendar date in the zone as yyyy-MM-dd, so it compares with config dates as text. */
export function calendarDate(now: Date, timeZone: string = SITE_TIME_ZONE): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as the site's date and 12-hour time, e.g. `29/11/2026 at 2:05 pm`. */
export function formatDateTime(value: Date | number | string, timeZone: string = SITE_TIME_ZONE): string {
  const instant = value instanceof Date ? value : new Date(value);
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${formatDate(instant, timeZone)} at ${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
