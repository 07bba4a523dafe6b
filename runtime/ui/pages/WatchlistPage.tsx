import { useEffect } from 'react';
import { Navigate } from '@dealer/ui/router';
import { imageUrl } from '@dealer/site/images';
import { signInHref } from '@dealer/site/gating';
import { FEATURE_COMPARE, SITE } from '@site/site.gen';
import { changeWatchlist, loadWatchlist, useWatchlist } from '../account/watchlist';
import { CompareToggle } from '../compare/CompareToggle';
import { useUser } from '../account/useUser';
import { usePageTitle } from '../routing';
import '../account/account.css';

/** The shopper's saved cars; signed-out visitors are sent to sign in first. */
export default function WatchlistPage() {
  usePageTitle('Watchlist');
  const { status, user } = useUser();
  const list = useWatchlist(user);
  // The list may have been read before the last save on another page: read it fresh here.
  useEffect(() => {
    if (user) void loadWatchlist(user);
  }, [user]);
  if (status === 'signed-out') return <Navigate to={signInHref('watchlist', '/watchlist', '/')} replace />;
  const loading = status === 'loading' || list.status === 'loading' || list.status === 'idle';
  const entries = list.entries.filter((entry) => list.ids.has(entry.id));
  return (
    <section className="page page--watchlist">
      <h1>Watchlist</h1>
      {loading && <p role="status">Loading your saved cars…</p>}
      {list.status === 'error' && <p role="alert">We couldn't load your watchlist. Please try again.</p>}
      {list.status === 'ready' && entries.length === 0 && (
        <p>
          No saved cars yet. <a href={SITE.search.defaultPath}>Browse our stock</a> and press Fave on a car you like.
        </p>
      )}
      {entries.length > 0 && (
        <ul className="watchlist-grid">
          {entries.map((entry) => (
            <li key={entry.id} className="watchlist-card">
              <a href={`/cars/${entry.slug}`}>
                <img decoding="async" src={imageUrl(entry.primary_image_url, SITE.images, { width: 480 })} alt="" width={480} height={320} loading="lazy" />
              </a>
              <div className="watchlist-card__body">
                <a href={`/cars/${entry.slug}`}>{entry.name}</a>
                {user && (
                  <button type="button" className="button button--secondary" onClick={() => void changeWatchlist(user, entry.id, false)}>
                    Remove
                  </button>
                )}
                {FEATURE_COMPARE && <CompareToggle carId={entry.id} name={entry.name} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
