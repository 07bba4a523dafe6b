import { describe, expect, it } from 'vitest';
import { carButtons, eligibleForReservation } from '@dealer/site/availability';
import { SITE } from '@site/site.gen';
import { CallDealer } from './CallDealer';
import { CtaButtons } from './CtaButtons';
import { renderedHtml, testCar } from './car.fixture';

// The unit tests render against the harbourside sample tenant (vitest.config.ts points @site there): location 13 is its Gold Coast yard.
const html = renderedHtml;

const goldCoast = {
  id: 13,
  name: 'Harbourside Mazda',
  phone: '07 3100 2020',
  slug: 'harbourside-mazda',
  city: 'Gold Coast',
  state: 'QLD',
  address: { street: '88 Gateway Road', city: 'Gold Coast', state: 'QLD', postcode: '4217', place_url: null },
  distribution_locations: [],
};
const car = testCar({ slug: '2022-mazda-cx-5-abc', make: 'Mazda', model: 'CX-5', price: 35000, location: goldCoast });

describe('calling the dealer', () => {
  it('Call Now shows the number it dials', () => {
    const buttons = carButtons(car, SITE.vehicle, { eligibleForReservation: eligibleForReservation(car) });
    const out = html(<CtaButtons car={car} buttons={buttons} phone="0731002020" open={() => undefined} />);
    expect(out).toMatch(/<a[^>]*data-action="callUsNow"[^>]*href="tel:0731002020"[^>]*>Call Now <span class="cta-buttons__phone">07 3100 2020<\/span><\/a>/);
  });

  it("#vehicle-map shows the car's yard on a map with directions to it", () => {
    const out = html(<CallDealer car={car} phone="07 3100 2020" />);
    expect(out).toContain('id="vehicle-map"');
    expect(out).toContain('88 Gateway Road, Gold Coast QLD 4217');
    expect(out).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Map of Harbourside Mazda"/);
    expect(out).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=88%20Gateway%20Road%2C%20Gold%20Coast%20QLD%204217"');
    expect(out).toContain('Get Directions');
  });

  it('a yard the site does not list still gets directions to the address the car carries, without a map', () => {
    const out = html(<CallDealer car={{ ...car, location: { ...goldCoast, id: 404, name: 'Overflow Yard' } }} phone={null} />);
    expect(out).not.toContain('<svg');
    expect(out).toContain('Get Directions');
  });
});
