/**
 * Reserve online (/cars/{slug}/checkout or /buy-online) and Online Purchase (/checkout-journey?car_id={slug}):
 * the car, how reserving works ($200 refundable deposit unless the car names another, 48-hour hold) and
 * an enquiry that saves the reservation as a lead. Without a car there is nothing to check out: the page
 * only points back to the stock, as the gate lets it through untouched.
 */
import { useParams, useSearchParams } from 'react-router';
import type { Car } from '../../../schema/car.ts';
import { reserveExplainer } from '@dealer/site/content';
import { SITE } from '@site/site.gen';
import { CarLoadSummary } from '../forms/CarSummary';
import { ShortEnquiryForm } from '../forms/ShortEnquiryForm';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';
import { eligibleForReservation, reservationDeposit } from '../vehicle/page-rules';
import { useCarRef } from '../vehicle/useCar';

const RESERVE = { category: 'Reserve Car', reserve: 'Reserve Online', purchase: 'Online Purchase' } as const;

export default function ReservePage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  // Car slugs always carry the year, make and model, so a slug is never mistaken for an id.
  const ref = slug ?? params.get('car_id');
  const purchase = slug === undefined;
  const load = useCarRef(ref);
  return (
    <PageFrame title={useRouteTitle()} className="page--reserve">
      {!ref ? (
        <p className="reserve__no-car">
          Choose the car you want to {purchase ? 'buy online' : 'reserve'} first. <a href={SITE.search.defaultPath}>Browse our stock</a>
        </p>
      ) : (
        <>
          <CarLoadSummary load={load} missing="We couldn't find that car. It may have just been sold." />
          {load.status === 'ready' && <Reserve car={load.car} purchase={purchase} />}
        </>
      )}
    </PageFrame>
  );
}

function Reserve({ car, purchase }: { car: Car; purchase: boolean }) {
  if (!eligibleForReservation(car))
    return (
      <p className="reserve__unavailable">
        This car can't be reserved online right now. <a href={`/cars/${car.slug}`}>Enquire about it on its page</a>
      </p>
    );
  return (
    <>
      <section className="reserve__explainer" aria-labelledby="reserve-how">
        <h2 id="reserve-how">How reserving online works</h2>
        {reserveExplainer(reservationDeposit(car)).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <ShortEnquiryForm
        car={car}
        kind="reservation"
        title={purchase ? 'Buy this car online' : 'Reserve this car'}
        category={RESERVE.category}
        subcategory={purchase ? RESERVE.purchase : RESERVE.reserve}
        submitLabel={purchase ? 'Start My Purchase' : 'Reserve Car Now'}
      />
    </>
  );
}
