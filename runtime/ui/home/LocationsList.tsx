import { openingHoursRows } from '@dealer/site/hours';
import { formatPhone, telHref } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';

/** The dealer's visible sales locations with address, phone and hours. */
export function LocationsList(props: { heading: string }) {
  const locations = SITE.locations.filter((l) => l.visible && l.location_type === 'sales');
  return (
    <section className="locations" aria-labelledby="locations-heading">
      <h2 id="locations-heading">{props.heading}</h2>
      <ul className="locations__list">
        {locations.map((location) => (
          <li key={location.id} className="location-card">
            <h3>{location.name}</h3>
            <address>
              {location.address.street}, {location.address.city} {location.address.state.toUpperCase()} {location.address.postcode}
            </address>
            <a href={telHref(location.phone)}>{formatPhone(location.phone)}</a>
            {location.opening_hours.length > 0 && (
              <dl className="location-card__hours">
                {openingHoursRows(location.opening_hours, SITE.locationOptions.closedText).map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
