import { formatCount } from '@dealer/site/numbers';
import { memo } from 'react';
import { advertisedWeekly } from '@dealer/finance/weekly-figure';
import { formatMoney } from '@dealer/finance/format';
import { sellingPrice } from '@dealer/finance/price';
import { carCardImage } from '@dealer/site/images';
import { conditionLabel, tagBanner } from '@dealer/site/tags';
import { FEATURE_COMPARE, FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import { CompareToggle } from '../compare/CompareToggle';
import { PriceDisplay } from '../finance/PriceDisplay';
import { SpecIcon } from './icons';
import type { CarHit } from './engine';
import './search.css';

export interface CarCardProps {
  car: CarHit;
  /** The first two cards of a page load their image at once; the rest when scrolled near. */
  priority?: boolean;
  now: Date;
}

/** One car in a list: photo, title, subtitle, price, banner, kms/transmission/body, weekly figure; it links to the car's page. */
function CarCardView({ car, priority = false, now }: CarCardProps) {
  const title = `${car.year} ${car.make} ${car.model}`;
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ');
  const banner = tagBanner(car, SITE.vehicle, now);
  const condition = conditionLabel(car, SITE.vehicle);
  // A sold car, or one whose page has no calculator, advertises no weekly figure.
  const weekly = FEATURE_FINANCE_CALCULATOR ? advertisedWeekly(SITE.finance, car) : null;
  const photo = carCardImage(car.primary_image_url, SITE.images);
  const transmission = car.simple_transmission ?? car.transmission;
  const body = car.simple_body ?? car.body;
  return (
    <article className="car-card" data-car-id={car.id} data-price={sellingPrice(car)} data-dealership-id={car.dealership_id ?? undefined}>
      <div className="car-card__media">
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt={title}
          width={600}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {banner && (
          <span className={`car-card__banner car-card__banner--${banner.kind}`}>
            {banner.kind === 'certified' ? <img decoding="async" src={banner.image} alt={`${banner.make} certified`} height={24} /> : banner.label}
          </span>
        )}
        {condition && <span className="car-card__condition">{condition}</span>}
      </div>
      <div className="car-card__body">
        <h3 className="car-card__title">
          <a href={`/cars/${car.slug}`} className="car-card__link">
            {title}
          </a>
        </h3>
        {subtitle && <p className="car-card__subtitle">{subtitle}</p>}
        <PriceDisplay car={car} variant="card" />
        {weekly !== null && <p className="car-card__weekly">Only {formatMoney(weekly)} /wk*</p>}
        <ul className="car-card__specs">
          {car.km != null && (
            <li>
              <SpecIcon kind="km" /> {formatCount(car.km)} kms
            </li>
          )}
          {transmission && (
            <li>
              <SpecIcon kind="transmission" /> {transmission}
            </li>
          )}
          {body && (
            <li>
              <SpecIcon kind="body" /> {body}
            </li>
          )}
        </ul>
        {FEATURE_COMPARE && <CompareToggle carId={car.id} name={title} />}
      </div>
    </article>
  );
}

/**
 * A car that stays on screen across a refinement is not drawn again: a car's fields do not change
 * within a visit, and re-rendering only the new cards keeps a refinement within one frame.
 */
export const CarCard = memo(CarCardView, (a, b) => a.car.id === b.car.id && a.priority === b.priority && a.now === b.now);
