import type { Car } from '../../../schema/car.ts';
import { conditionLabel, tagBanner } from '@dealer/site/tags';
import { SITE } from '@site/site.gen';
import { usePageTime } from '../page-seed';

/** The car's banner (fuel, Reserved, the certified badge for the site's make, its tag, COMING SOON, New Arrival) and condition label. */
export function CarBadges({ car }: { car: Car }) {
  const banner = tagBanner(car, SITE.vehicle, new Date(usePageTime()));
  const condition = conditionLabel(car, SITE.vehicle);
  if (!banner && !condition) return null;
  return (
    <p className="car-badges">
      {condition && <span className="car-badges__label car-badges__label--condition">{condition}</span>}
      {banner?.kind === 'certified' ? (
        <img decoding="async" className="car-badges__certified" src={banner.image} alt={`Certified pre-owned ${banner.make}`} height={32} />
      ) : (
        banner && <span className={`car-badges__label car-badges__label--${banner.kind}`}>{banner.label}</span>
      )}
    </p>
  );
}
