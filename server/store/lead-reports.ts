/**
 * What the staff report is made from, as the stores already record it: a site's leads and its car-view analytics
 * events over a span, and its cars' view counts (./views.ts, counted once per visitor a day). Open the lead,
 * analytics and view stores first, which make these tables.
 */
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import type { SqlStore } from './sql/sql-store.ts';

export interface ReportLead {
  createdAt: string;
  kind: string;
  pageUrl: string | null;
  utmSource: string | null;
}

export interface ReportRows {
  leads: ReportLead[];
  /** The instant of each car-view event in the span. */
  carViews: string[];
  /** The most viewed cars, most first. */
  topCars: { carId: number; views: number }[];
}

/** Between `since` and `until`, ISO instants, both included. */
export async function reportRows(
  store: SqlStore,
  tenant: string,
  span: { since: string; until: string },
  options: { carViewEvent: number; topCars: number },
): Promise<ReportRows> {
  const { db } = store;
  const [leads, views, top] = await Promise.all([
    db
      .selectFrom('leads')
      .select(['created_at', 'kind', 'message'])
      .where('tenant', '=', tenant)
      .where('created_at', '>=', span.since)
      .where('created_at', '<=', span.until)
      .execute(),
    db
      .selectFrom('analytics_events')
      .select('at')
      .where('tenant', '=', tenant)
      .where('event_id', '=', options.carViewEvent)
      .where('at', '>=', span.since)
      .where('at', '<=', span.until)
      .execute(),
    db
      .selectFrom('car_views')
      .select(['car_id', 'views'])
      .where('tenant', '=', tenant)
      .orderBy('views', 'desc')
      .orderBy('car_id')
      .limit(options.topCars)
      .execute(),
  ]);
  return {
    leads: leads.map((row) => {
      const message = row.message === null ? null : (JSON.parse(row.message) as LeadMessage);
      return { createdAt: row.created_at, kind: row.kind, pageUrl: message?.pageUrl ?? null, utmSource: message?.utm.utm_source ?? null };
    }),
    carViews: views.map((row) => row.at),
    topCars: top.map((row) => ({ carId: row.car_id, views: row.views })),
  };
}
