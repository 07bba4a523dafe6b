import { describe, expect, it } from 'vitest';
import { SITE } from '@site/site.gen';
import { testDriveSteps } from '@dealer/forms/forms';
import { primaryLocation } from '@dealer/forms/rego-state';
import { siteDealershipSlug, siteFormContext } from './context';
import type { FormCar } from './complete';

// Harbourside (the unit tests' @site) keeps Toyotas at its sales yard 11, with its service centre 12 as a distribution location.
const car = (location: FormCar['location']): FormCar => ({ id: 7, make: 'Toyota', model: 'HiLux', car_type: 'used', status: 'in_stock', location });
const yard = { id: 11, name: 'Harbourside Toyota - Sales', phone: null, slug: 'harbourside-toyota', city: null, state: null, address: null };

const locationField = (context: ReturnType<typeof siteFormContext>) =>
  testDriveSteps(context)
    .flatMap((step) => step.fields)
    .find((field) => field.name === 'location_id');

describe('the test-drive location selector', () => {
  it('appears when the car has distribution locations, even a service one', () => {
    const withService = car({ ...yard, distribution_locations: [12] });
    const context = siteFormContext(withService, { testDrive: true });
    expect(locationField(context)?.options).toEqual([
      { value: '11', label: 'Harbourside Toyota - Sales' },
      { value: '12', label: 'Harbourside Toyota - Service' },
    ]);
    expect(locationField(context)?.required).toBeFalsy();
  });

  it('is absent when the car has none', () => {
    const alone = car({ ...yard, distribution_locations: [] });
    expect(locationField(siteFormContext(alone, { testDrive: true }))).toBeUndefined();
  });
});

describe('the dealership a form without a car is for', () => {
  it('is the primary location’s, the one the trade-in wizard’s state comes from', () => {
    expect(siteDealershipSlug()).toBe('harbourside-toyota');
    expect(siteDealershipSlug()).toBe(primaryLocation(SITE).dealership_slug);
  });
});
