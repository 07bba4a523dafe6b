/** The form context of this site: its form options, the location picker's choices and its dealerships. */
import { SITE } from '@site/site.gen';
import type { FormContext } from '@dealer/forms/forms';
import { locationPicker } from '@dealer/site/locations';
import type { FormCar } from './complete';

/** `locations` replaces the site's picker (the test drive offers the car's own yards instead). */
export function siteFormContext(car: FormCar | undefined, options: { locations?: FormContext['locations'] } = {}): FormContext & { selectedLocation: string } {
  const picker = locationPicker(SITE.locations, car ? { make: car.make, locationType: 'sales' } : {}, SITE.locationOptions);
  const locations = options.locations ?? picker.options;
  const only = locations.length === 1 ? String(locations[0]!.id) : picker.selectedId !== null && !options.locations ? String(picker.selectedId) : '';
  return { forms: SITE.forms, locations, dealerships: SITE.dealerships, hasCar: car !== undefined, selectedLocation: only };
}

/** The dealership a form without a car is for: the primary location's, when it has one. */
export function siteDealershipSlug(): string | undefined {
  return (SITE.locations.find((l) => l.primary) ?? SITE.locations[0])?.dealership_slug;
}
