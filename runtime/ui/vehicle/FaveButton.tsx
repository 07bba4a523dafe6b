import { useLocation, useNavigate } from 'react-router';
import type { Car } from '../../../schema/car.ts';
import { gateDecision } from '@dealer/site/gating';
import { SITE } from '@site/site.gen';
import { changeWatchlist, useWatchlist } from '../account/watchlist';
import { useUser } from '../account/useUser';
import { vehicleToast } from './VehicleToast';

export const SAVED_TOAST_TEXT = 'Saved to your watchlist.';
export const REMOVED_TOAST_TEXT = 'Removed from your watchlist.';

/**
 * Fave: saves the car to the signed-in shopper's watchlist, flipping at once and putting it back if
 * the call fails. Signed out, it goes to sign-in and comes back here. `shown` is the site's favourite
 * rule (carButtons); a car already saved keeps its button even when the rule would hide it, so it
 * can still be removed.
 */
export function FaveButton({ car, shown }: { car: Pick<Car, 'id'>; shown: boolean }) {
  const { status, user } = useUser();
  const list = useWatchlist(user);
  const navigate = useNavigate();
  const location = useLocation();
  const saved = list.ids.has(car.id);
  if (!shown && !saved) return null;

  const toggle = async () => {
    const here = `${location.pathname}${location.search}`;
    const gate = gateDecision({ route: 'watchlist', target: here, previous: here }, { loaded: status !== 'loading', id: user?.id ?? null }, SITE.account);
    if (gate.action === 'redirect') return navigate(gate.href);
    if (!user) return;
    const save = !saved;
    if (await changeWatchlist(user, car.id, save))
      vehicleToast(save ? { text: SAVED_TOAST_TEXT, link: { href: '/watchlist', label: 'View List' }, ms: 3000 } : { text: REMOVED_TOAST_TEXT, ms: 3000 });
  };

  return (
    <button type="button" className={`share-bar__button fave-button${saved ? ' is-saved' : ''}`} aria-pressed={saved} disabled={status === 'loading'} onClick={() => void toggle()} data-feature="watchlist">
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> Fave
    </button>
  );
}
