/**
 * Wall-clock time in a named IANA zone, so the rules give the same answer in a browser in Perth and on a
 * server in UTC: from the zone rules the site shipped with (zone-rules.ts) where they cover the instant,
 * else from `Intl.DateTimeFormat`.
 */
import { knownOffset, zoneSpan, type ZoneRules } from './zone-rules.ts';

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 is Sunday, 6 is Saturday, as opening-hour entries count them. */
  weekday: number;
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The rules of each zone over the years given, from this machine's time-zone data (for `dealer-gen generate`). */
export function zoneRulesFor(zones: readonly string[], fromYear: number, toYear: number): ZoneRules {
  return Object.fromEntries(zones.map((zone) => [zone, zoneSpan((instant) => intlOffsetMs(new Date(instant), zone), fromYear, toYear)]));
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const offset = knownOffset(timeZone, instant.getTime());
  if (offset === undefined) return intlParts(instant, timeZone);
  const wall = new Date(instant.getTime() + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

function intlParts(instant: Date, timeZone: string): ZonedParts {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return knownOffset(timeZone, instant.getTime()) ?? intlOffsetMs(instant, timeZone);
}

function intlOffsetMs(instant: Date, timeZone: string): number {
  const p = intlParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time in the zone stands for. */
export function zonedInstant(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0, local.second ?? 0);
  const firstGuess = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Near a daylight-saving change the offset at the first guess can differ from the one at the answer.
  return new Date(wall - zoneOffsetMs(new Date(firstGuess), timeZone));
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads a config date such as "2025-07-01", "2025-07-01T08:00" or "2025-09-30T23:59+10:00".
 * With an offset it is that instant; without one it is wall-clock time in `timeZone`. A date
 * without a time is the start of that day, or its last millisecond when `dateOnly` is 'end'.
 */
export function parseZonedIso(iso: string, timeZone: string, dateOnly: 'start' | 'end' = 'start'): Date {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  const [, y, mo, d, h, mi, s, offset] = match;
  const hasTime = h !== undefined;
  const endOfDay = !hasTime && dateOnly === 'end';
  const local: LocalDateTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d) + (endOfDay ? 1 : 0),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
  };
  const start =
    offset === undefined
      ? zonedInstant(local, timeZone).getTime()
      : Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - offsetMs(offset);
  return new Date(endOfDay ? start - 1 : start);
}

function offsetMs(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}
