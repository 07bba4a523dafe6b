/**
 * The context a site's form is built in (its options, the location choices, the test drive's booking rule),
 * from the site config and the car it is about. The page builds it from its SITE and the server from the
 * tenant, so both check a submission against the same fields.
 */
import type { Tenant } from '../../schema/tenant.ts';
import { carLocationChoices, locationPicker, type CarLocation } from '../site/locations.ts';
import type { FormContext } from './forms.ts';

export type FormSite = Pick<Tenant, 'forms' | 'locations' | 'locationOptions' | 'dealerships' | 'timeZone'>;

export interface FormSubject {
  make: string;
  location?: CarLocation | null;
}

export type SiteFormContext = FormContext & { selectedLocation: string };

/**
 * `car` undefined: a form about no car. `car` null: a form about a car the site no longer knows (a server reading a
 * submission about a car gone from stock), which offers no location choice. `testDrive`: the car's own yards
 * are the choices, and the booking is checked against the hours of the location chosen, else the car's yard.
 */
export function formContext(site: FormSite, car: FormSubject | null | undefined, options: { testDrive?: boolean } = {}): SiteFormContext {
  const picker = locationPicker(site.locations, car ? { make: car.make, locationType: 'sales' } : {}, site.locationOptions);
  const own = options.testDrive && car !== undefined ? (car?.location ? carLocationChoices(car.location, site.locations, site.locationOptions) : []) : null;
  const locations = car === null ? [] : (own ?? picker.options);
  const only = locations.length === 1 ? String(locations[0]!.id) : '';
  const booking = options.testDrive
    ? {
        booking: {
          timeZone: site.timeZone,
          locations: site.locations,
          hours: site.locationOptions,
          defaultLocationId: car?.location?.id ?? (only ? Number(only) : null),
        },
      }
    : {};
  return { forms: site.forms, locations, dealerships: site.dealerships, hasCar: car !== undefined, selectedLocation: only, ...booking };
}
