import { useEffect } from 'react';
import { useLocation, useNavigate } from '@dealer/ui/router';
import type { Car } from '../../../schema/car.ts';
import { gateDecision } from '@dealer/site/gating';
import { SITE } from '@site/site.gen';
import { changeWatchlist, useWatchlist } from '../account/watchlist';
import { useUser, type SiteUser } from '../account/useUser';
import { vehicleToast } from './VehicleToast';

export const SAVED_TOAST_TEXT = 'Saved to your watchlist.';
export const REMOVED_TOAST_TEXT = 'Removed from your watchlist.';
/** The car a signed-out shopper pressed Fave on, saved for them once they come back signed in. */
export const PENDING_FAVE_KEY = 'dealer:pending-fave';

async function change(user: SiteUser, carId: number, save: boolean): Promise<void> {
  if (await changeWatchlist(user, carId, save))
    vehicleToast(save ? { text: SAVED_TOAST_TEXT, link: { href: '/watchlist', label: 'View List' }, ms: 3000 } : { text: REMOVED_TOAST_TEXT, ms: 3000 });
}

/**
 * Fave: saves the car to the signed-in shopper's watchlist, flipping at once and putting it back if
 * the call fails. Signed out, it goes to sign-in and, back here signed in, the save goes through.
 * `shown` is the site's favourite rule (carButtons); a car already saved keeps its button even when
 * the rule would hide it, so it can still be removed.
 */
export function FaveButton({ car, shown }: { car: Pick<Car, 'id'>; shown: boolean }) {
  const { status, user } = useUser();
  const list = useWatchlist(user);
  const navigate = useNavigate();
  const location = useLocation();
  const saved = list.ids.has(car.id);

  useEffect(() => {
    if (!user || list.status !== 'ready' || sessionStorage.getItem(PENDING_FAVE_KEY) !== String(car.id)) return;
    sessionStorage.removeItem(PENDING_FAVE_KEY);
    if (!list.ids.has(car.id)) void change(user, car.id, true);
  }, [user, list.status, list.ids, car.id]);

  if (!shown && !saved) return null;

  const toggle = () => {
    const here = `${location.pathname}${location.search}`;
    const gate = gateDecision({ route: 'watchlist', target: here, previous: here }, { loaded: status !== 'loading', id: user?.id ?? null }, SITE.account);
    if (gate.action === 'redirect') {
      sessionStorage.setItem(PENDING_FAVE_KEY, String(car.id));
      return navigate(gate.href);
    }
    if (user) void change(user, car.id, !saved);
  };

  return (
    <button
      type="button"
      className={`share-bar__button fave-button${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      disabled={status === 'loading'}
      onClick={toggle}
      data-feature="watchlist"
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> Fave
    </button>
  );
}
