import { useEffect, useId } from 'react';
import { locationPicker, type PickerFilter } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';

/**
 * A location select narrowed by make and location type (and the site's excluded ids). When exactly
 * one location fits, it is chosen for the shopper.
 */
export function LocationPicker(props: { label: string; filter: PickerFilter; value: number | null; onChange: (id: number | null) => void }) {
  const id = useId();
  const picker = locationPicker(SITE.locations, props.filter, SITE.locationOptions);
  const { value, onChange } = props;
  useEffect(() => {
    if (value === null && picker.selectedId !== null) onChange(picker.selectedId);
  }, [value, picker.selectedId, onChange]);
  if (picker.options.length === 0) return null;
  return (
    <p className="location-picker">
      <label htmlFor={id}>{props.label} </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        {picker.selectedId === null && <option value="">Choose a location</option>}
        {picker.options.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </select>
    </p>
  );
}
