import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { carouselEnds, carouselTarget } from '@dealer/site/carousel';
import { OUR_LOCATIONS_TITLE } from '@dealer/site/constants';
import { addressLine, blockLocations, dedupeLocations, locationPageSlug, locationSlug } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { MapView } from './maps/MapView';
import { SiteImage } from './SiteImage';
import { Icon } from './Icon';

/**
 * 'Our Locations': a swipeable strip of location cards with View Location and, for showrooms,
 * View Our Stock. Previous/next are disabled at the ends; arrow keys scroll by one card.
 */
export function LocationsCarousel() {
  const locations = dedupeLocations(blockLocations(SITE.locations, { filter: 'all' }, SITE.locationOptions));
  const strip = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  // A strip that is not laid out (rendered outside its container) measures as empty: both controls off.
  const measure = useCallback(() => setEnds(carouselEnds(strip.current)), []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const step = (direction: -1 | 1) => {
    const box = strip.current;
    const card = box?.firstElementChild;
    if (!box || !(card instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
    const left = carouselTarget(box, card.offsetWidth + gap, direction);
    if (typeof box.scrollTo === 'function') box.scrollTo({ left, behavior: 'smooth' });
    else box.scrollLeft = left;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  if (locations.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby="our-locations">
      <div className="carousel__head">
        <h2 id="our-locations">{OUR_LOCATIONS_TITLE}</h2>
        <span className="carousel__hint" aria-hidden="true">
          Swipe
        </span>
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label="Previous locations" disabled={ends.atStart} onClick={() => step(-1)}>
            <Icon icon={ChevronLeft} />
          </button>
          <button type="button" className="carousel__button" aria-label="Next locations" disabled={ends.atEnd} onClick={() => step(1)}>
            <Icon icon={ChevronRight} />
          </button>
        </div>
      </div>
      <ul
        ref={strip}
        className="carousel__strip"
        tabIndex={0}
        aria-label={`${OUR_LOCATIONS_TITLE}: use the arrow keys to scroll`}
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        {locations.map((location) => (
          <li key={location.id} className="carousel__card">
            {location.image ? (
              <SiteImage src={location.image.url} size="location" alt={location.image.alt ?? location.name} />
            ) : (
              <MapView markers={[{ label: location.name, lat: location.address.lat, long: location.address.long }]} title={`Map of ${location.name}`} />
            )}
            <h3>{location.name}</h3>
            <address>{addressLine(location)}</address>
            <p className="carousel__actions">
              <a href={`/locations/${locationPageSlug(location)}`} className="button">
                View Location
              </a>
              {location.location_type === 'sales' && (
                <a href={`/${SITE.search.pathPrefix}/${locationSlug(location)}`} className="button button--secondary">
                  View Our Stock
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
