import { lazy, Suspense } from 'react';
import { useLocation } from '@dealer/ui/router';
import { decodeDirectoryParams, encodeDirectoryParams } from '@dealer/search/directory';
import type { Tenant } from '@dealer/site/tenant';

// The stock list (cards, grid, the search client) loads only when a shopper opens a dealership's stock.
const DealershipDirectory = lazy(() => import('./DirectoryResults').then((m) => ({ default: m.DealershipDirectory })));

/** 'View stock' for one dealership on the dealerships page; open, its stock 21 a page. The open dealership is in the URL (`?stock=slug`). */
export function DealershipStock({ dealership }: { dealership: Pick<Tenant['dealerships'][number], 'id' | 'name' | 'slug'> }) {
  const { pathname, search } = useLocation();
  const open = decodeDirectoryParams(search).stock === dealership.slug;
  const toggle = `${pathname}${encodeDirectoryParams(open ? { query: '', page: 1 } : { query: '', page: 1, stock: dealership.slug })}`;
  return (
    <div className="dealership-stock">
      <a href={toggle} className="button button--secondary" aria-expanded={open}>
        {open ? `Hide stock at ${dealership.name}` : `View stock at ${dealership.name}`}
      </a>
      {open && (
        <Suspense fallback={<p aria-busy="true">Loading stock…</p>}>
          <DealershipDirectory dealership={dealership} />
        </Suspense>
      )}
    </div>
  );
}
