import { SITE } from '@site/site.gen';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

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
            <a href={telHref(location.phone)}>{location.phone}</a>
            {location.opening_hours.length > 0 && (
              <dl className="location-card__hours">
                {location.opening_hours.map((h) => (
                  <div key={h.weekday}>
                    <dt>{WEEKDAYS[h.weekday]}</dt>
                    <dd>{h.status === 'Open' ? h.formated_hours ?? `${h.open} – ${h.close}` : SITE.locationOptions.closedText}</dd>
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
