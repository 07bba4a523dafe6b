import { useId, useState } from 'react';
import { LOCATION_TYPES, type LocationType } from '../../../schema/lists.ts';
import { blockLocations } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { OpeningHours } from './OpeningHours';

const TYPE_LABELS: Record<LocationType, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

/** Opening hours of every shown location of one type, with a selector for the type when the site has more than one. */
export function OpeningHoursPanel() {
  const selectId = useId();
  const types = LOCATION_TYPES.filter((type) => blockLocations(SITE.locations, { filter: type }, SITE.locationOptions).length > 0);
  const [type, setType] = useState<LocationType>(types[0] ?? 'sales');
  const locations = blockLocations(SITE.locations, { filter: type }, SITE.locationOptions);
  return (
    <section className="hours-panel" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>Opening hours</h2>
      {types.length > 1 && (
        <p>
          <label htmlFor={selectId}>Location type </label>
          <select id={selectId} value={type} onChange={(event) => setType(event.target.value as LocationType)}>
            {types.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className="hours-panel__list">
        {locations.map((location) => (
          <div key={location.id} className="hours-panel__location">
            <h3>{location.name}</h3>
            <OpeningHours location={location} />
          </div>
        ))}
      </div>
    </section>
  );
}
