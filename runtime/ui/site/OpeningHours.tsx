import { useState } from 'react';
import { CALL_FOR_HOURS_TEXT } from '@dealer/site/constants';
import { openingHoursRows, specialHoursFor, upcomingSpecialHours } from '@dealer/site/hours';
import { formatPhone, telHref } from '@dealer/site/phones';
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

/**
 * A location's opening hours (Mon-Fri folded when the five match), or Call for hours with its phone when it lists
 * none, and, when it has any, its holiday hours in a dialog.
 */
export function OpeningHours(props: { location: Location }) {
  const [holidayOpen, setHolidayOpen] = useState(false);
  const rows = openingHoursRows(props.location.opening_hours, SITE.locationOptions.closedText);
  const hasHolidayHours = specialHoursFor(props.location.id, SITE.locationOptions.specialHours).length > 0;
  return (
    <div className="opening-hours">
      {rows.length === 0 ? (
        <p className="hours hours--call">
          {`${CALL_FOR_HOURS_TEXT}: `}
          <a href={telHref(props.location.phone)}>{formatPhone(props.location.phone)}</a>
        </p>
      ) : (
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
