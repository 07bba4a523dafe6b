import { useId, useState } from 'react';
import { addressLine, directionsHref, locationContactPath, serviceCounterpart } from '@dealer/site/locations';
import { hasCoordinates } from '@dealer/site/map-layout';
import { formatPhone, telHref } from '@dealer/site/phones';
import { formatCount } from '@dealer/site/numbers';
import { showsCardRating } from '@dealer/site/reviews';
import type { Location } from '@dealer/site/tenant';
import { SITE } from '@site/site.gen';
import { MapView } from './maps/MapView';
import { OpeningHours } from './OpeningHours';
import { SiteImage } from './SiteImage';
import { Stars } from './Stars';

/** One location's address, phones, hours, Contact Us and Get Directions: a tab shows its own location's. */
function Contact(props: { location: Location }) {
  const { location } = props;
  return (
    <>
      <address>{addressLine(location)}</address>
      <p className="location-card__phones">
        <a href={telHref(location.phone)}>{formatPhone(location.phone)}</a>
        {location.landline_phone && (
          <>
            {' · '}
            <a href={telHref(location.landline_phone)}>{formatPhone(location.landline_phone)}</a>
          </>
        )}
      </p>
      <OpeningHours location={location} />
      <p className="location-card__actions">
        <a href={locationContactPath(location, SITE.locationOptions)} className="button">
          Contact Us
        </a>
        <a className="button button--secondary" href={directionsHref(location)} target="_blank" rel="noopener noreferrer">
          Get Directions
        </a>
      </p>
    </>
  );
}

/** Sales and Service tabs on one card: the showroom's and the workshop's address, phones and hours. */
function SalesServiceTabs(props: { sales: Location; service: Location }) {
  const id = useId();
  const [tab, setTab] = useState<'sales' | 'service'>('sales');
  const tabs = [
    { key: 'sales', label: 'Sales', location: props.sales },
    { key: 'service', label: 'Service', location: props.service },
  ] as const;
  return (
    <div className="location-tabs">
      <div role="tablist" aria-label="Department" className="location-tabs__list">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-${t.key}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') setTab(tab === 'sales' ? 'service' : 'sales');
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" id={`${id}-${t.key}-panel`} aria-labelledby={`${id}-${t.key}`} hidden={tab !== t.key}>
          <Contact location={t.location} />
        </div>
      ))}
    </div>
  );
}

/**
 * A location: map or photo, name, rating (only above the site's minimum), address, phones, hours,
 * a contact button and Get Directions. `large` is the single-location layout with the map beside.
 */
export function LocationCard(props: { location: Location; large?: boolean }) {
  const { location } = props;
  const service = SITE.locationOptions.salesServiceTabs ? serviceCounterpart(location, SITE.locations) : undefined;
  const marker = { label: location.name, lat: location.address.lat, long: location.address.long };
  const photo = location.image && !props.large ? location.image : undefined;
  // Without a photo or coordinates, no media box: the address and Get Directions say where it is.
  const media = photo || hasCoordinates(marker);
  return (
    <article className={props.large && media ? 'location-card location-card--large' : 'location-card'}>
      {media && (
        <div className="location-card__media">
          {photo ? (
            <SiteImage src={photo.url} size="location" alt={photo.alt ?? location.name} />
          ) : (
            <MapView markers={[marker]} title={`Map of ${location.name}`} />
          )}
        </div>
      )}
      <div className="location-card__body">
        <h3>{location.name}</h3>
        {showsCardRating(location.average_rating, SITE.reviews) && location.average_rating !== undefined && (
          <p className="location-card__rating">
            <Stars rating={location.average_rating} /> {location.average_rating.toFixed(1)}
            {location.review_count !== undefined && ` (${formatCount(location.review_count)} reviews)`}
          </p>
        )}
        {service ? <SalesServiceTabs sales={location} service={service} /> : <Contact location={location} />}
      </div>
    </article>
  );
}
