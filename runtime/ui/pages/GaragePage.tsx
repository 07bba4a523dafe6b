/**
 * The garage (/my-garage or the site's own path): the signed-in shopper's saved cars and enquiries.
 * The route is always gated, so a signed-out visitor is on the way to /sign-in before this renders.
 */
import { useEffect, useState } from 'react';
import { signOut, useUser } from '../account/useUser';
import { apiJson } from '../account/api';
import type { FavouriteEntry } from '../account/watchlist';
import { usePageTitle, useRouteTitle } from '../routing';
import '../forms/forms.css';

interface Enquiry {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
  created_at: string;
}

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; cars: FavouriteEntry[]; enquiries: Enquiry[] };

const KIND_LABELS: Record<string, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  'finance-enquiry': 'Finance enquiry',
  careers: 'Careers enquiry',
  'trade-in-valuation': 'Trade-in valuation',
  'offer-acceptance': 'Trade-in offer accepted',
  'find-me-similar': 'Find me something similar',
  'photo-request': 'Photo request',
  'lead-form': 'Call-back request',
  reservation: 'Reservation',
  'online-payment': 'Online payment',
  'spin-to-win': 'Spin to win entry',
};

const date = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

export default function GaragePage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const { status, user } = useUser();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (status !== 'signed-in') return;
    let live = true;
    Promise.all([apiJson<{ entries: FavouriteEntry[] }>('/api/watchlist'), apiJson<{ enquiries: Enquiry[] }>('/api/leads/mine')])
      .then(([watchlist, leads]) => live && setLoaded({ status: 'ready', cars: watchlist.entries, enquiries: leads.enquiries }))
      .catch((error: Error) => live && setLoaded({ status: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [status]);

  return (
    <section className="page page--garage" data-feature="garage">
      <h1>{title}</h1>
      {user && (
        <p>
          Signed in as {user.phone}.{' '}
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      )}
      {loaded.status === 'loading' && <p aria-busy="true">Loading your garage…</p>}
      {loaded.status === 'error' && (
        <p className="form-alert" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.status === 'ready' && (
        <>
          <section aria-labelledby="garage-cars">
            <h2 id="garage-cars">Saved cars</h2>
            {loaded.cars.length === 0 ? (
              <p>No saved cars yet.</p>
            ) : (
              <ul className="garage-list">
                {loaded.cars.map((car) => (
                  <li key={car.id}>
                    <a href={`/cars/${car.slug}`}>{car.name}</a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="garage-enquiries">
            <h2 id="garage-enquiries">Your enquiries</h2>
            {loaded.enquiries.length === 0 ? (
              <p>No enquiries yet.</p>
            ) : (
              <ul className="garage-list">
                {loaded.enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    {KIND_LABELS[enquiry.kind] ?? enquiry.category}: {enquiry.subcategory ?? enquiry.category}, {date(enquiry.created_at)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
