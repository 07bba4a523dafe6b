/**
 * /staff: the tenant's leads, newest first, filtered as the address says. The first page is asked for again every
 * STAFF_POLL_MS, so leads that arrive appear without a reload (and are read out politely); further pages load on
 * request. The CSV link exports every lead the filter takes.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@dealer/ui/router';
import { STAFF_PATH, STAFF_POLL_MS, type LeadFilter, type LeadSummary } from '@dealer/site/staff-api';
import { IN_PAGE } from '../layout/PageArrival';
import { usePageTitle } from '../routing';
import { fetchLeads, leadsCsvUrl } from './api';
import { filterFromSearch, filterQuery, isFiltered } from './filter';
import { arrivalText, mergeFirstPage } from './inbox-list';
import { InboxFilters } from './InboxFilters';
import { LeadTable } from './LeadTable';
import { StatusLine } from './StatusLine';
import { failedLoad, type Load } from './useLoad';

export const INBOX_TEXTS = {
  title: 'Inbox',
  loading: 'Loading leads…',
  none: 'No leads yet. New leads appear here as they arrive.',
  noneMatch: 'No leads match these filters.',
  failed: "We couldn't load the leads.",
  more: 'Load more leads',
  csv: 'Export these leads as CSV',
} as const;

interface Shown {
  leads: LeadSummary[];
  next: string | null;
}

const firstPage = (query: string) => fetchLeads(filterFromSearch(query));

export default function Inbox() {
  usePageTitle(INBOX_TEXTS.title);
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = filterFromSearch(search);
  const query = filterQuery({ ...filter, before: undefined });
  // The query the form last applied: the form is drawn afresh only when the address changes otherwise (Back, Clear).
  const [applied, setApplied] = useState(query);
  const [load, setLoad] = useState<{ query: string; state: Load<Shown> }>({ query, state: { status: 'loading' } });
  const [arrived, setArrived] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden') return poll();
        firstPage(query).then(
          (answer) => {
            if (!live) return;
            setLoad((current) => {
              if (current.state.status !== 'ready') return { query, state: { status: 'ready', data: answer } };
              const { leads, added } = mergeFirstPage(current.state.data.leads, answer.leads);
              if (added > 0) setArrived(arrivalText(added));
              return { query, state: { status: 'ready', data: { ...current.state.data, leads } } };
            });
            poll();
          },
          () => live && poll(),
        );
      }, STAFF_POLL_MS);
    };
    firstPage(query).then(
      (answer) => {
        if (!live) return;
        setLoad({ query, state: { status: 'ready', data: answer } });
        poll();
      },
      (error: unknown) => {
        if (!live) return;
        setLoad({ query, state: failedLoad(error) });
        // The next poll's answer replaces the failure.
        poll();
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const apply = (next: LeadFilter) => {
    const nextQuery = filterQuery({ ...next, before: undefined });
    setApplied(nextQuery);
    setArrived('');
    navigate(nextQuery ? `${STAFF_PATH}?${nextQuery}` : STAFF_PATH, { replace: true, state: IN_PAGE });
  };

  const state = load.query === query ? load.state : ({ status: 'loading' } as const);
  const more = () => {
    if (loadingMore || state.status !== 'ready' || !state.data.next) return;
    setLoadingMore(true);
    fetchLeads({ ...filter, before: state.data.next })
      .then(
        (page) => {
          setLoad((current) =>
            current.query === query && current.state.status === 'ready'
              ? { query, state: { status: 'ready', data: { leads: [...current.state.data.leads, ...page.leads], next: page.next } } }
              : current,
          );
          // Focus goes to the first lead loaded, as the button may be gone.
          const first = page.leads[0];
          if (first) requestAnimationFrame(() => document.getElementById(`lead-${first.id}`)?.focus());
        },
        () => setArrived(INBOX_TEXTS.failed),
      )
      .finally(() => setLoadingMore(false));
  };

  return (
    <section className="staff-page staff-inbox" aria-labelledby="staff-inbox-title">
      <div className="staff-page__head">
        <h1 id="staff-inbox-title">{INBOX_TEXTS.title}</h1>
        <a className="button button--secondary" href={leadsCsvUrl(filter)} download>
          {INBOX_TEXTS.csv}
        </a>
      </div>
      <InboxFilters key={query === applied ? 'applied' : query} filter={filter} onApply={apply} />
      <p className="staff-arrivals" role="status" aria-live="polite">
        {arrived}
      </p>
      <InboxList state={state} filtered={isFiltered(filter)} />
      {state.status === 'ready' && state.data.next && (
        <p>
          <button type="button" className="button button--secondary" onClick={more}>
            {loadingMore ? 'Loading…' : INBOX_TEXTS.more}
          </button>
        </p>
      )}
    </section>
  );
}

export function InboxList({ state, filtered }: { state: Load<Shown>; filtered: boolean }) {
  if (state.status === 'loading') return <StatusLine>{INBOX_TEXTS.loading}</StatusLine>;
  if (state.status === 'error')
    return (
      <StatusLine error>
        {INBOX_TEXTS.failed} {state.message}
      </StatusLine>
    );
  if (state.data.leads.length === 0) return <p className="staff-empty">{filtered ? INBOX_TEXTS.noneMatch : INBOX_TEXTS.none}</p>;
  return <LeadTable leads={state.data.leads} />;
}
