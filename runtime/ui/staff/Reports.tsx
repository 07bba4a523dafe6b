/**
 * /staff/reports: car views and leads per day (a table, with bars drawn beside the numbers for the eye), leads by
 * kind, source page and UTM source, and the most viewed cars, over the dates the address names (the server's
 * default range without them).
 */
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from '@dealer/ui/router';
import { formatDate } from '@dealer/site/dates';
import { formatCount } from '@dealer/site/numbers';
import { STAFF_REPORTS_PATH, type StaffReport } from '@dealer/site/staff-api';
import { IN_PAGE } from '../layout/PageArrival';
import { usePageTitle } from '../routing';
import { fetchReport } from './api';
import { filterFromSearch, filterQuery } from './filter';
import { StatusLine } from './StatusLine';
import { kindLabel } from './texts';
import { useLoad } from './useLoad';

export const REPORT_TEXTS = { title: 'Reports', loading: 'Loading the report…', failed: "We couldn't load the report." } as const;

/** The report's dates, from the address: the inbox filter's own dates, read the same way. */
const rangeOf = (search: string) => {
  const { from, to } = filterFromSearch(search);
  return { from, to };
};
const loadReport = (query: string) => fetchReport(rangeOf(query));

/** A bar's width, as a share of the largest value in its column. */
const share = (value: number, largest: number) => `${largest > 0 ? Math.round((value / largest) * 100) : 0}%`;

function Bar({ value, largest }: { value: number; largest: number }) {
  return (
    <span className="staff-bar" aria-hidden="true">
      <span className="staff-bar__fill" style={{ width: share(value, largest) }} />
    </span>
  );
}

export function DaysTable({ days }: { days: StaffReport['days'] }) {
  const views = Math.max(0, ...days.map((day) => day.carViews));
  const leads = Math.max(0, ...days.map((day) => day.leads));
  return (
    <div className="staff-table-wrap" role="region" aria-labelledby="report-days" tabIndex={0}>
      <table className="staff-table staff-report-days">
        <caption id="report-days">Car views and leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Car views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>
                <span className="staff-report__number">{formatCount(day.carViews)}</span>
                <Bar value={day.carViews} largest={views} />
              </td>
              <td>
                <span className="staff-report__number">{formatCount(day.leads)}</span>
                <Bar value={day.leads} largest={leads} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CountTable({
  id,
  caption,
  keyLabel,
  countLabel,
  rows,
}: {
  id: string;
  caption: string;
  keyLabel: string;
  countLabel: string;
  rows: { key: string; count: number }[];
}) {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  return (
    <section className="staff-card" aria-labelledby={id}>
      <h2 id={id}>{caption}</h2>
      {rows.length === 0 ? (
        <p className="staff-empty">None in these dates.</p>
      ) : (
        <table className="staff-table staff-table--compact">
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">{countLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>
                  <span className="staff-report__number">{formatCount(row.count)}</span>
                  <Bar value={row.count} largest={largest} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ReportView({ report }: { report: StaffReport }) {
  const leads = (rows: { key: string; leads: number }[], name?: (key: string) => string) =>
    rows.map((row) => ({ key: name ? name(row.key) : row.key, count: row.leads }));
  const first = report.days[0];
  const last = report.days.at(-1);
  return (
    <>
      {first && last ? (
        <p className="staff-report__range">
          {formatDate(first.date)} to {formatDate(last.date)}
        </p>
      ) : (
        <p className="staff-empty">No days in this range.</p>
      )}
      {report.days.length > 0 && <DaysTable days={report.days} />}
      <div className="staff-report__grid">
        <CountTable id="report-kind" caption="Leads by kind" keyLabel="Kind" countLabel="Leads" rows={leads(report.byKind, kindLabel)} />
        <CountTable id="report-source" caption="Leads by source page" keyLabel="Page" countLabel="Leads" rows={leads(report.bySourcePage)} />
        <CountTable id="report-utm" caption="Leads by UTM source" keyLabel="UTM source" countLabel="Leads" rows={leads(report.byUtmSource)} />
        <CountTable
          id="report-cars"
          caption="Most viewed cars"
          keyLabel="Car"
          countLabel="Views"
          rows={report.topCars.map((car) => ({ key: car.name, count: car.views }))}
        />
      </div>
    </>
  );
}

export default function Reports() {
  usePageTitle(REPORT_TEXTS.title);
  const { search } = useLocation();
  const navigate = useNavigate();
  const range = rangeOf(search);
  const query = filterQuery(range);
  const { state } = useLoad(query, loadReport);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const next = filterQuery(rangeOf(new URLSearchParams({ from: String(values.get('from') ?? ''), to: String(values.get('to') ?? '') }).toString()));
    navigate(next ? `${STAFF_REPORTS_PATH}?${next}` : STAFF_REPORTS_PATH, { replace: true, state: IN_PAGE });
  };
  return (
    <section className="staff-page staff-reports" aria-labelledby="staff-reports-title">
      <h1 id="staff-reports-title">{REPORT_TEXTS.title}</h1>
      <form key={query} className="staff-filters staff-filters--range" onSubmit={submit} aria-label="Dates">
        <p className="staff-field">
          <label htmlFor="report-from">From</label>
          <input id="report-from" name="from" type="date" defaultValue={range.from ?? ''} />
        </p>
        <p className="staff-field">
          <label htmlFor="report-to">To</label>
          <input id="report-to" name="to" type="date" defaultValue={range.to ?? ''} />
        </p>
        <p className="staff-filters__actions">
          <button type="submit" className="button">
            Show
          </button>
        </p>
      </form>
      {state.status === 'loading' && <StatusLine>{REPORT_TEXTS.loading}</StatusLine>}
      {state.status === 'error' && (
        <StatusLine error>
          {REPORT_TEXTS.failed} {state.message}
        </StatusLine>
      )}
      {state.status === 'ready' && <ReportView report={state.data} />}
    </section>
  );
}
