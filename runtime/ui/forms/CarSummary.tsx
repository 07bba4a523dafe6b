/**
 * The car a form is about, shown above it: photo, name and price, linking back to the car. Pages that
 * take a `car_id` show it while it loads and, for an id that names no car, a short note instead: the
 * form still works without a car, so an old link never ends on an error page.
 */
import type { Car } from '../../../schema/car.ts';
import { SITE } from '@site/site.gen';
import { PriceDisplay } from '../finance/PriceDisplay';
import { SiteImage } from '../site/SiteImage';
import { carName } from '@dealer/site/car-facts';
import type { CarLoad } from '../vehicle/useCar';

/** What a finance page taking a `car_id` says when the id names no car: its enquiry goes on about finance in general. */
export const FINANCE_CAR_NOT_FOUND = "We couldn't find that car, so this enquiry is about finance in general.";

export function CarSummary({ car }: { car: Car }) {
  const name = carName(car);
  return (
    <aside className="car-summary" aria-label={`The car: ${name}`} data-car-id={car.id}>
      <SiteImage className="car-summary__image" src={car.primary_image_url} size="offer" alt={name} eager />
      <div className="car-summary__text">
        <p className="car-summary__title">
          <a href={`/cars/${car.slug}`}>{name}</a>
        </p>
        <PriceDisplay car={car} variant="card" />
        {car.stocknum && <p className="car-summary__stock">Stock number {car.stocknum}</p>}
      </div>
    </aside>
  );
}

/** The loading, found and not-found states of a car named by a link. */
export function CarLoadSummary({ load, missing }: { load: CarLoad; missing: string }) {
  if (load.status === 'ready') return <CarSummary car={load.car} />;
  if (load.status === 'loading')
    return (
      <p className="car-summary car-summary--loading" role="status">
        Loading the car…
      </p>
    );
  return (
    <p className="car-summary-note" role="note">
      {missing} <a href={SITE.search.defaultPath}>Browse our stock</a>
    </p>
  );
}
