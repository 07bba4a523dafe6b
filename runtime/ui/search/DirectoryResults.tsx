/**
 * The directory searches (spec §7): a brand's stock on its brand page and a dealership's stock on
 * the dealerships page, 21 a page, with loading and empty states. Page and query live in the URL.
 */
import { formatCount } from '@dealer/site/numbers';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@dealer/ui/router';
import type { SearchRequest, SearchResult } from '@dealer/search/client';
import { dealershipDirectoryRequest, decodeDirectoryParams, encodeDirectoryParams, manufacturerDirectoryRequest } from '@dealer/search/directory';
import type { DirectoryParams } from '@dealer/search/directory';
import type { Tenant } from '@dealer/site/tenant';
import { IN_PAGE } from '../layout/PageArrival';
import { searchOnce, SEARCH_OPTIONS } from './engine';
import type { CarHit } from './engine';
import { Pagination } from './Pagination';
import { ResultGrid } from './ResultGrid';
import { SearchBox } from './SearchBox';
import './search.css';

/** The directory state in the address bar, and the URL of another state of this page. */
function useDirectoryUrl(): { params: DirectoryParams; href(next: DirectoryParams): string; go(next: DirectoryParams): void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => decodeDirectoryParams(search), [search]);
  const href = (next: DirectoryParams) => `${pathname}${encodeDirectoryParams(next)}`;
  return { params, href, go: (next) => navigate(href(next), { state: IN_PAGE }) };
}

/** A brand's stock, searchable by text: the manufacturer directory. */
export function BrandStock({ brand }: { brand: { name: string } }) {
  const { params, href, go } = useDirectoryUrl();
  const { query, page, model, body } = params;
  const request = useMemo(
    () =>
      manufacturerDirectoryRequest(
        SEARCH_OPTIONS,
        { manufacturer: brand.name, query, page, ...(model ? { model } : {}), ...(body ? { body } : {}) },
        new Date(),
      ),
    [brand.name, query, page, model, body],
  );
  const label = [brand.name, model, body].filter(Boolean).join(' ');
  return (
    <div className="directory directory--brand">
      <DirectoryResults
        request={request}
        tools={<SearchBox query={query} onSearch={(text) => go({ ...params, query: text, page: 1 })} />}
        heading={`${label} cars in stock`}
        emptyText={query ? `No ${label} cars match “${query}”. Try other words.` : `No ${label} cars are in stock right now.`}
        page={page}
        href={(n) => href({ ...params, page: n })}
      />
    </div>
  );
}

/** One dealership's stock: the dealership directory, opened from the dealerships page. */
export function DealershipDirectory({ dealership }: { dealership: Pick<Tenant['dealerships'][number], 'id' | 'name'> }) {
  const { params, href } = useDirectoryUrl();
  const request = useMemo(() => dealershipDirectoryRequest(SEARCH_OPTIONS, dealership.id, params.page, new Date()), [dealership.id, params.page]);
  return (
    <DirectoryResults
      request={request}
      heading={`Cars in stock at ${dealership.name}`}
      emptyText={`${dealership.name} has no cars in stock right now.`}
      page={params.page}
      href={(n) => href({ ...params, page: n })}
    />
  );
}

interface DirectoryView {
  result: SearchResult<CarHit> | null;
  /** The key of the request the result answers; the result on screen is kept while the next page loads. */
  key: string | null;
  failed: boolean;
}

/** Runs a directory request, keeping the last result while the next one loads or when it fails (the spec shows nothing for an error). */
export function useDirectorySearch(request: SearchRequest): DirectoryView & { settled: boolean } {
  const [view, setView] = useState<DirectoryView>({ result: null, key: null, failed: false });
  // The key names the request; a new object for the same search does not search again.
  const { key } = request;
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    let live = true;
    searchOnce(latest.current).then(
      ([result]) => live && setView({ result: result ?? null, key, failed: false }),
      (error: unknown) => {
        console.warn('The directory search failed', error);
        if (live) setView((last) => ({ ...last, key, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return { ...view, settled: view.key === request.key };
}

export interface DirectoryResultsProps {
  request: SearchRequest;
  heading: string;
  /** What an empty answer says, e.g. 'No Toyota cars are in stock right now.' */
  emptyText: string;
  page: number;
  href(page: number): string;
  /** Controls under the heading, such as a search box. */
  tools?: ReactNode;
}

export function DirectoryResults({ request, heading, emptyText, page, href, tools }: DirectoryResultsProps) {
  const { result, settled, failed } = useDirectorySearch(request);
  const id = useId();
  const settledPage = settled && !failed ? page : undefined;
  return (
    <section className="directory-results search-results" aria-labelledby={id} aria-busy={!settled} data-settled-page={settledPage}>
      <h2 id={id}>{heading}</h2>
      {tools}
      {result && result.count > 0 && (
        <p className="search-results__count" aria-live="polite">
          {`${formatCount(result.count)} ${result.count === 1 ? 'car' : 'cars'} in stock`}
        </p>
      )}
      {result && result.count === 0 ? (
        <p className="directory-results__empty" role="status">
          {emptyText}
        </p>
      ) : (
        (result || !settled) && <ResultGrid result={result} carTypes={[]} promos={false} />
      )}
      {result && <Pagination page={page} pages={result.pages} href={href} />}
    </section>
  );
}
