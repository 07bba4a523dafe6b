import type { Location, Tenant } from '../../schema/tenant.ts';
import { SITE_TIME_ZONE, WEEKDAY_LABELS, WEEKDAYS_FOLDED_LABEL } from './constants.ts';
import { calendarDate, formatDate } from './dates.ts';

export type OpeningHour = Location['opening_hours'][number];
export type SpecialHour = Tenant['locationOptions']['specialHours'][number];
export type ClosedText = Tenant['locationOptions']['closedText'];

export interface HoursRow {
  label: string;
  text: string;
}

/** "08:00" → "8:00am", "17:30" → "5:30pm", "12:00" → "12:00pm". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/**
 * What one day shows: the site's closed text when closed, the dealer's own `formated_hours` when
 * given, else "8:00am - 5:30pm". An open day without times also shows the closed text, which on
 * some sites reads "By appointment only" or "Enquire Now".
 */
export function hoursText(entry: Pick<OpeningHour, 'status' | 'open' | 'close' | 'formated_hours'>, closedText: ClosedText): string {
  if (entry.status === 'Closed') return closedText;
  if (entry.formated_hours) return entry.formated_hours;
  if (entry.open && entry.close) return `${formatTime(entry.open)} - ${formatTime(entry.close)}`;
  return closedText;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEK_ORDER = [...WEEKDAYS, 6, 0];

/** One row per day from Monday to Sunday; Monday to Friday fold into one 'Mon-Fri' row when all five match. */
export function openingHoursRows(entries: readonly OpeningHour[], closedText: ClosedText): HoursRow[] {
  const textByDay = new Map(entries.map((entry) => [entry.weekday, hoursText(entry, closedText)]));
  const weekdayTexts = new Set(WEEKDAYS.map((day) => textByDay.get(day)));
  const [weekdayText] = weekdayTexts;
  const fold = weekdayTexts.size === 1 && weekdayText !== undefined;
  const rows: HoursRow[] = fold ? [{ label: WEEKDAYS_FOLDED_LABEL, text: weekdayText }] : [];
  for (const day of WEEK_ORDER) {
    const text = textByDay.get(day);
    if (text !== undefined && !(fold && WEEKDAYS.includes(day))) rows.push({ label: WEEKDAY_LABELS[day] ?? '', text });
  }
  return rows;
}

/** Holiday hours that apply to the location: its own entries and those without a location_id. */
export function specialHoursFor(locationId: number, specialHours: readonly SpecialHour[]): SpecialHour[] {
  return specialHours.filter((entry) => entry.location_id === undefined || entry.location_id === locationId);
}

export interface SpecialHoursRow {
  /** dd/MM/yyyy */
  date: string;
  text: string;
}

/** The View Holiday Hours dialog: today's and later holiday hours for the location, soonest first. */
export function upcomingSpecialHours(
  locationId: number,
  options: Pick<Tenant['locationOptions'], 'specialHours' | 'closedText'>,
  now: Date,
  timeZone: string = SITE_TIME_ZONE,
): SpecialHoursRow[] {
  const today = calendarDate(now, timeZone);
  return specialHoursFor(locationId, options.specialHours)
    .map((entry) => ({ day: entry.date.slice(0, 10), entry }))
    .filter(({ day }) => day >= today)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map(({ day, entry }) => ({
      date: formatDate(day, timeZone),
      text: hoursText({ status: entry.status, open: entry.start_hour, close: entry.end_hour }, options.closedText),
    }));
}
