/**
 * GET /reports?from=&to=: car views and leads per day (days in the site's time zone), leads by kind, source page and
 * UTM source, and the most viewed cars, from what the platform already records (../store/lead-reports.ts).
 */
import type { FastifyInstance } from 'fastify';
import { carName } from '../../runtime/site/car-facts.ts';
import { EVENTS } from '../../runtime/site/constants.ts';
import { calendarDate } from '../../runtime/site/dates.ts';
import type { StaffReport } from '../../runtime/site/staff-api.ts';
import { parseZonedIso } from '../../runtime/site/zoned-time.ts';
import { tenantOf } from '../api/context.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { carsByIds } from '../stock/site-cars.ts';
import { openAnalyticsStore } from '../store/analytics.ts';
import { reportRows, type ReportRows } from '../store/lead-reports.ts';
import { openLeadStore } from '../store/leads.ts';
import { openViewStore } from '../store/views.ts';
import { staffOf } from './auth.ts';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, reportQuerySchema } from './schemas.ts';
import type { StaffContext } from './staff-context.ts';

export const REPORT_TOP_CARS = 10;
/** The keys of leads whose page or UTM source is not known. */
export const NO_SOURCE_PAGE = '(not known)';
export const NO_UTM_SOURCE = '(none)';

const DAY_MS = 24 * 3600_000;
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every calendar date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dayAfter(day, 1)) days.push(day);
  return days;
}

const pathOf = (pageUrl: string | null) => (pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl).pathname : NO_SOURCE_PAGE);

function counted(keys: readonly string[]): { key: string; leads: number }[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, leads]) => ({ key, leads })).sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));
}

/** The report over `days` from the rows, with each top car's name where the site still has it. */
export function staffReport(rows: ReportRows, days: readonly string[], timeZone: string, carNames: ReadonlyMap<number, string>): StaffReport {
  const perDay = new Map(days.map((date) => [date, { date, carViews: 0, leads: 0 }]));
  for (const at of rows.carViews) {
    const day = perDay.get(calendarDate(new Date(at), timeZone));
    if (day) day.carViews++;
  }
  for (const lead of rows.leads) {
    const day = perDay.get(calendarDate(new Date(lead.createdAt), timeZone));
    if (day) day.leads++;
  }
  return {
    days: [...perDay.values()],
    byKind: counted(rows.leads.map((lead) => lead.kind)),
    bySourcePage: counted(rows.leads.map((lead) => pathOf(lead.pageUrl))),
    byUtmSource: counted(rows.leads.map((lead) => lead.utmSource ?? NO_UTM_SOURCE)),
    topCars: rows.topCars.map(({ carId, views }) => ({ id: carId, name: carNames.get(carId) ?? `Car ${carId} (no longer listed)`, views })),
  };
}

export async function staffReportRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  await openLeadStore(context.sql);
  await openAnalyticsStore(context.sql);
  await openViewStore(context.sql);

  app.get('/reports', async (request): Promise<StaffReport> => {
    const who = await staffOf(context, request);
    const query = parseBody(reportQuerySchema, request.query);
    const tenant = tenantOf(context, request);
    const to = query.to ?? calendarDate(new Date(), tenant.timeZone);
    const from = query.from ?? dayAfter(to, 1 - REPORT_DEFAULT_DAYS);
    const days = daysBetween(from, to);
    if (days.length > REPORT_MAX_DAYS)
      throw new ApiError('bad_request', 'The request is not valid', [{ path: 'from', message: `A report covers at most ${REPORT_MAX_DAYS} days` }]);
    const span = { since: parseZonedIso(from, tenant.timeZone, 'start').toISOString(), until: parseZonedIso(to, tenant.timeZone, 'end').toISOString() };
    const rows = await reportRows(context.sql, who.tenant, span, { carViewEvent: EVENTS.carView, topCars: REPORT_TOP_CARS });
    // The engine out of reach leaves the names out, not the report.
    const cars = await carsByIds(
      context.stockFor(tenant),
      tenant,
      rows.topCars.map((car) => car.carId),
    ).catch(() => []);
    return staffReport(rows, days, tenant.timeZone, new Map(cars.map((car) => [car.id, carName(car)])));
  });
}
