import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from '@dealer/ui/router';
import { carButtons, eligibleForReservation } from '@dealer/site/availability';
import { VEHICLE_LOCATION_TEXT } from '@dealer/site/constants';
import { carPhone } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';
import { FinanceAvailableBanner } from '../finance/CarFinance';
import { usePageTitle } from '../routing';
import { Breadcrumb } from '../vehicle/Breadcrumb';
import { CarViews } from '../vehicle/CarViews';
import { carName } from '@dealer/site/car-facts';
import { FindSimilar } from '../vehicle/FindSimilar';
import { ImageSlider } from '../vehicle/ImageSlider';
import VehicleDetails from '../vehicle/VehicleDetails';
import { financeDisclaimerText } from '../vehicle/page-rules';
import { ShareBar } from '../vehicle/ShareBar';
import { Sidebar } from '../vehicle/Sidebar';
import { StickyCtaBar, StickyHeader } from '../vehicle/StickyBars';
import { useFinanceQuote } from '../finance/useFinanceQuote';
import { useCar } from '../vehicle/useCar';
import { useCarSeo } from '../vehicle/useCarSeo';
import type { VehicleDialogKind } from '../vehicle/VehicleDialogs';
import { VehicleToast } from '../vehicle/VehicleToast';
import NotFoundPage from './NotFoundPage';
import '../vehicle/vehicle.css';

const VehicleDialogs = lazy(() => import('../vehicle/VehicleDialogs'));
const RecentlyViewed = lazy(async () => ({ default: (await import('../home/RecentlyViewed')).RecentlyViewed }));

/** A missing dealer number is only a warning; the call buttons are left out. */
const phoneLogger = { warn: (message: string) => console.warn(message) };

/** /cars/{slug}: the vehicle detail page, in the spec's order. */
export default function VehiclePage() {
  const { slug } = useParams();
  const load = useCar(slug);
  const loaded = load.status === 'ready' ? load.car : null;
  // The quote only adds finance figures; view counting and SEO follow the loaded car, so they run once.
  const car = useFinanceQuote(loaded);
  const [dialog, setDialog] = useState<VehicleDialogKind | null>(null);
  const open = useCallback((kind: VehicleDialogKind) => setDialog(kind), []);
  usePageTitle(car ? carName(car) : load.status === 'not-found' ? 'Page not found' : 'Vehicle details');
  useCarSeo(loaded);

  if (load.status === 'not-found') return <NotFoundPage />;
  if (load.status === 'error')
    return (
      <section className="page vehicle-page" role="alert">
        <h1>We couldn't load this car</h1>
        <p>{load.message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  if (!car)
    return (
      <section className="page vehicle-page vehicle-page--loading" aria-busy="true">
        <p role="status">Loading the car…</p>
        <div className="vehicle-skeleton" aria-hidden="true" />
      </section>
    );

  const buttons = carButtons(car, SITE.vehicle, { eligibleForReservation: eligibleForReservation(car) });
  const phone = carPhone(SITE.phones, car, phoneLogger);
  const bar = { car, buttons, phone, open };
  const hasFinanceDisclaimer = financeDisclaimerText(car, SITE.finance) !== '';

  return (
    <article className="vehicle-page" data-car-id={car.id} data-status={car.status}>
      <StickyHeader {...bar} />
      <Breadcrumb car={car} />
      <div className="vehicle-page__top">
        <div className="vehicle-page__media">
          <ImageSlider car={car} />
          <Sidebar {...bar} variant="mobile" />
          <div className="vehicle-page__actions">
            <FinanceAvailableBanner car={car} />
            <a className="vehicle-page__location" href="#vehicle-map">
              {car.location.name || VEHICLE_LOCATION_TEXT}
            </a>
            <ShareBar car={car} buttons={buttons} />
            <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => open('photo-request')}>
              Request More Photos
            </button>
            {loaded && <CarViews car={loaded} />}
          </div>
          {buttons.findSimilar && <FindSimilar car={car} />}
        </div>
        <Sidebar {...bar} variant="desktop" />
      </div>
      {/* In the page's own chunk, not a lazy one: hydrated with the page, so a finance quote arriving early
          updates it in place instead of throwing away the part the server drew. */}
      <VehicleDetails car={car} phone={phone} onFinanceDisclaimer={hasFinanceDisclaimer ? () => open('finance-disclaimer') : null} />
      <Suspense fallback={null}>
        <RecentlyViewed currentId={car.id} />
      </Suspense>
      <StickyCtaBar {...bar} />
      <VehicleToast />
      {dialog && (
        <Suspense fallback={null}>
          <VehicleDialogs kind={dialog} car={car} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </article>
  );
}
