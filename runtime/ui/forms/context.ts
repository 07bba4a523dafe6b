/** The form context of this site: its form options, the location picker's choices and its dealerships. */
import { SITE } from '@site/site.gen';
import { formContext, type SiteFormContext } from '@dealer/forms/form-context';
import { primaryLocation } from '@dealer/forms/rego-state';
import type { FormCar } from './complete';

/** `testDrive`: the car's own yards are the choices and the booking time is checked against their hours. */
export function siteFormContext(car: FormCar | undefined, options: { testDrive?: boolean } = {}): SiteFormContext {
  return formContext(SITE, car, options);
}

/** The dealership a form without a car is for: the primary location's, when it has one. */
export function siteDealershipSlug(): string | undefined {
  return primaryLocation(SITE).dealership_slug;
}
