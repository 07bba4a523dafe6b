import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schema/car.ts';
import { carButtons, eligibleForReservation } from '@dealer/site/availability';
import { SITE } from '@site/site.gen';
import { CarBadges } from './CarBadges';
import { CarSections } from './CarSections';
import { CarTabs } from './CarTabs';
import { CtaButtons } from './CtaButtons';
import { PhoneNumber } from './PhoneNumber';
import { renderedHtml, testCar } from './car.fixture';

// The unit tests render against the harbourside sample tenant (vitest.config.ts points @site there).
const html = renderedHtml;

const base = testCar();

const ctas = (car: Car) =>
  html(
    <CtaButtons
      car={car}
      buttons={carButtons(car, SITE.vehicle, { eligibleForReservation: eligibleForReservation(car) })}
      phone="0731002000"
      open={() => undefined}
    />,
  );

describe('car page blocks', () => {
  it('an available car gets Reserve Car Now, Enquire Now, Call Now and a test drive', () => {
    const out = ctas(base);
    expect(out).toContain('href="/cars/2022-toyota-hilux-sr5-abc/checkout"');
    expect(out).toContain('>Reserve Car Now<');
    expect(out).toContain('>Enquire Now<');
    expect(out).toContain('href="tel:0731002000"');
    expect(out).toContain('>Book a Test Drive<');
  });

  it('a Test Drive Only car has the test drive and no reserve; a sold car shows SOLD and Find Me Something Similar', () => {
    const testDriveOnly = ctas({ ...base, tag: 'Test Drive Only' });
    expect(testDriveOnly).not.toContain('Reserve Car Now');
    expect(testDriveOnly).toContain('Book a Test Drive');
    const sold = ctas({ ...base, status: 'sold', sold: true });
    expect(sold).toContain('>SOLD<');
    expect(sold).toContain('>Find Me Something Similar<');
    expect(sold).not.toContain('Enquire Now');
  });

  it('masks the phone after 5 characters until it is clicked', () => {
    const out = html(<PhoneNumber car={base} phone="+61 7 3100 2000" />);
    expect(out).toContain('>07 31** ****<');
    expect(out).not.toContain('tel:');
  });

  it('shows the Features tab only when the car has features, and the pending message without comments', () => {
    expect(html(<CarTabs car={base} />)).not.toContain('>Features<');
    const withFeatures = html(<CarTabs car={{ ...base, features: Array.from({ length: 10 }, (_, i) => `Feature ${i}`) }} />);
    expect(withFeatures).toContain('>Features<');
    expect(withFeatures).toContain('Dealer comments for this car are coming soon.');
  });

  it('cuts dealer comments at 400 characters with Show More', () => {
    const long = `${'Lovely car with low kilometres. '.repeat(20)}End.`;
    const out = html(<CarTabs car={{ ...base, dealercomments: long }} />);
    expect(out).toContain('>Show More<');
    expect(out).not.toContain('End.');
  });

  it('lists 8 car details then Show All, dropping empty values', () => {
    const car = {
      ...base,
      stocknum: 'S1',
      vin: 'V1',
      regplate: 'R1',
      rego_expiry: '2026-01-01',
      build_date: '2021-01-01',
      compliance_date: '2021-02-01',
      colour: 'White',
      interior_colour: 'Black',
      seats: null,
    };
    const out = html(<CarSections car={car} />);
    expect(out.match(/<li>/g)?.length).toBeGreaterThanOrEqual(8);
    expect(out).toContain('>Show All<');
    expect(out).not.toContain('Seats');
  });

  it("shows the certified badge for the site's make (Toyota at harbourside) unless sold, and the sold label", () => {
    expect(html(<CarBadges car={{ ...base, certified: true }} />)).toContain('alt="Certified pre-owned Toyota"');
    const sold = html(<CarBadges car={{ ...base, certified: true, status: 'sold', sold: true }} />);
    expect(sold).not.toContain('Certified');
    expect(sold).toContain(`>${SITE.vehicle.soldTagLabel}<`);
  });
});
