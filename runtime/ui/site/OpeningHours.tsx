import { useState } from 'react';
import { openingHoursRows, specialHoursFor, upcomingSpecialHours } from '@dealer/site/hours';
import type { Location } from '@dealer/site/tenant';
import { SITE } from '@site/site.gen';
import { Dialog } from './Dialog';

function HolidayHours(props: { location: Location; onClose: () => void }) {
  const rows = upcomingSpecialHours(props.location.id, SITE.locationOptions, new Date(), SITE.timeZone);
  return (
    <Dialog title={`Holiday hours: ${props.location.name}`} onClose={props.onClose}>
      {rows.length === 0 ? (
        <p>There are no upcoming holiday hours. We keep our usual opening hours.</p>
      ) : (
        <dl className="hours hours--holiday">
          {rows.map((row) => (
            <div key={row.date}>
              <dt>{row.date}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}

/** A location's opening hours (Mon-Fri folded when the five match) and, when it has any, its holiday hours in a dialog. */
export function OpeningHours(props: { location: Location }) {
  const [holidayOpen, setHolidayOpen] = useState(false);
  const rows = openingHoursRows(props.location.opening_hours, SITE.locationOptions.closedText);
  const hasHolidayHours = specialHoursFor(props.location.id, SITE.locationOptions.specialHours).length > 0;
  if (rows.length === 0 && !hasHolidayHours) return null;
  return (
    <div className="opening-hours">
      {rows.length > 0 && (
        <dl className="hours">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {hasHolidayHours && (
        <button type="button" className="link-button" onClick={() => setHolidayOpen(true)}>
          View Holiday Hours
        </button>
      )}
      {holidayOpen && <HolidayHours location={props.location} onClose={() => setHolidayOpen(false)} />}
    </div>
  );
}
