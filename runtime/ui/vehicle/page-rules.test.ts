import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schema/car.ts';
import { carButtons, eligibleForReservation, reservationDeposit } from '../../site/availability.ts';
import {
  availableViewModes,
  breadcrumb,
  copyNotice,
  ctaButtons,
  financeDisclaimerText,
  frameAfterDrag,
  hotspotsAt,
  initialViewMode,
  phoneClickLabel,
  rememberViewedCar,
  reserveOnlineTabShown,
  SHARE_WINDOW_FEATURES,
  stickyCtaShown,
  VIEWED_CARS_LIMIT,
  wrapFrame,
} from './page-rules.ts';

const vehicle = { favourites: true, favouritesStrict: false, hideTestDriveWhenComingSoon: false, reservation: true, historyReports: true };
const car = { status: 'in_stock', tag: null, car_type: 'used', price: 20000, images: [{}], file: null, reserved: false } as const;
const buttonsFor = (over: Partial<typeof car> | Record<string, unknown>) => {
  const c = { ...car, ...over } as unknown as Car;
  return carButtons(c, vehicle, { eligibleForReservation: eligibleForReservation(c) });
};

describe('call-to-action buttons', () => {
  it('shows Reserve Car Now, Enquire Now and Call Now for an available car', () => {
    expect(ctaButtons(buttonsFor({}), { enquiryAction: 'enquire' }, '0755550000').map((c) => c.label)).toEqual(['Reserve Car Now', 'Enquire Now', 'Call Now']);
  });
  it('uses Instant Message (openAutobot) where the site says so, and drops Call Now without a phone', () => {
    expect(ctaButtons(buttonsFor({}), { enquiryAction: 'openAutobot' }, null)).toEqual([
      { action: 'reserve', label: 'Reserve Car Now' },
      { action: 'openAutobot', label: 'Instant Message' },
    ]);
  });
  it('a Test Drive Only car has no reserve; a reserved or coming-soon car cannot be reserved', () => {
    expect(ctaButtons(buttonsFor({ tag: 'Test Drive Only' }), { enquiryAction: 'enquire' }, '07').map((c) => c.action)).toEqual(['enquire', 'callUsNow']);
    expect(buttonsFor({ tag: 'Test Drive Only' }).testDrive).toBe(true);
    expect(eligibleForReservation({ status: 'in_stock', reserved: true, price: 1 })).toBe(false);
    expect(reservationDeposit({ payment_processors: [] })).toBe(200);
    expect(reservationDeposit({ payment_processors: [{ name: 'Stripe', amount: 500 }] })).toBe(500);
    expect(eligibleForReservation({ status: 'coming_soon', reserved: false, price: 1 })).toBe(false);
    expect(eligibleForReservation({ status: 'in_stock', reserved: false, price: 0 })).toBe(false);
  });
  it('shows the Reserve Online tab only where the Reserve button shows: never on a sold car', () => {
    const tab = (over: Record<string, unknown>, options = vehicle) => reserveOnlineTabShown({ ...car, ...over } as unknown as Car, options);
    expect(tab({})).toBe(true);
    expect(tab({ status: 'sold' })).toBe(false);
    expect(tab({ reserved: true })).toBe(false);
    expect(tab({ tag: 'Test Drive Only' })).toBe(false);
    expect(tab({}, { ...vehicle, reservation: false })).toBe(false);
  });
  it('a sold car gets no buttons: it shows SOLD and Find Me Something Similar', () => {
    const sold = buttonsFor({ status: 'sold' });
    expect(ctaButtons(sold, { enquiryAction: 'enquire' }, '07')).toEqual([]);
    expect(sold.soldMessage).toBe('SOLD');
    expect(sold.findSimilar).toBe(true);
  });
});

describe('page rules', () => {
  it('hides the sticky CTA bar for configured locations', () => {
    const at = (id: number) => ({ location: { id } }) as Car;
    expect(stickyCtaShown(at(793), { stickyCtaHiddenLocationIds: [793] })).toBe(false);
    expect(stickyCtaShown(at(21), { stickyCtaHiddenLocationIds: [793] })).toBe(true);
  });
  it('labels event 25 New Car or Used Car by path', () => {
    expect(phoneClickLabel('/search/used-cars')).toBe('Used Car');
    expect(phoneClickLabel('/cars/2020-kia-rio-abc', 'used')).toBe('Used Car');
    expect(phoneClickLabel('/cars/2025-kia-ev6-abc', 'new')).toBe('New Car');
  });
  it('builds the breadcrumb to the search paths', () => {
    expect(breadcrumb({ car_type: 'used', make: 'Land Rover', model: 'Range Rover Sport', year: 2019 }, { pathPrefix: 'search' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars/' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: '2019 Land Rover Range Rover Sport', href: null },
    ]);
  });
  it('opens in the site default mode only when the car has it', () => {
    const spun = { spin_images: ['/a.svg'], spin_interior_image: '/i.svg' };
    const flat = { spin_images: [], spin_interior_image: null };
    expect(availableViewModes(spun)).toEqual(['spinner', 'gallery', 'interior']);
    expect(initialViewMode(spun, { defaultViewMode: 'spinner' })).toBe('spinner');
    expect(initialViewMode(spun, { defaultViewMode: 'gallery' })).toBe('gallery');
    expect(initialViewMode(flat, { defaultViewMode: 'spinner' })).toBe('gallery');
  });
  it('turns one frame per 20 px of drag and wraps around both ways', () => {
    expect(frameAfterDrag(0, 19, 36)).toBe(0);
    expect(frameAfterDrag(0, 20, 36)).toBe(1);
    expect(frameAfterDrag(0, 100, 36)).toBe(5);
    expect(frameAfterDrag(0, -20, 36)).toBe(35);
    expect(frameAfterDrag(35, 40, 36)).toBe(1);
    expect(wrapFrame(-1, 36)).toBe(35);
    expect(wrapFrame(36, 36)).toBe(0);
  });
  it('pins hotspots on their frames', () => {
    const spots = [
      {
        description: 'Roof rails',
        anchors: [3, 4],
        positions: [
          { hotspotId: 1, activeAngle: 3, posX: 10, posY: 20 },
          { hotspotId: 1, activeAngle: 4, posX: 16, posY: 20 },
        ],
      },
    ];
    expect(hotspotsAt(spots, 4)).toEqual([{ id: 1, description: 'Roof rails', posX: 16, posY: 20 }]);
    expect(hotspotsAt(spots, 5)).toEqual([]);
  });
  it('shares in a 550x400 window and copies with Copied for 1.5 s or the 3 s toast', () => {
    expect(SHARE_WINDOW_FEATURES).toContain('width=550,height=400');
    expect(copyNotice('inline', 'X')).toEqual({ text: 'Copied', ms: 1500 });
    expect(copyNotice('toast', '2020 Kia Rio S')).toEqual({ text: 'Copied 2020 Kia Rio S to your clipboard!', ms: 3000 });
  });
  it('keeps the viewed-car record newest first, each car once, capped', () => {
    const seen = (id: number) => ({ id, stocknum: `S${id}`, make: 'Kia', model: 'Rio', body: 'Hatch', simple_body: 'Hatch' });
    let list = rememberViewedCar([], seen(1));
    list = rememberViewedCar(list, seen(2));
    list = rememberViewedCar(list, { ...seen(1), extra: true } as never);
    expect(list.map((c) => c.id)).toEqual([1, 2]);
    expect(Object.keys(list[0]!)).toEqual(['id', 'stocknum', 'make', 'model', 'body', 'simple_body']);
    for (let i = 3; i < 40; i++) list = rememberViewedCar(list, seen(i));
    expect(list).toHaveLength(VIEWED_CARS_LIMIT);
  });
  it("uses the site's finance disclaimer, else the lender's", () => {
    expect(financeDisclaimerText({ finance_lenders: { a: { disclaimer: 'Lender text' } } } as never, { disclaimer: '' })).toBe('Lender text');
    expect(financeDisclaimerText({ finance_lenders: {} } as never, { disclaimer: 'Site text' })).toBe('Site text');
  });
});
