/**
 * The car page's own rules, pure so they are tested without a browser: which call-to-action buttons
 * show, the breadcrumb, the view modes, the spin arithmetic, sharing and the local viewed-car record.
 * Availability, prices and phones come from runtime/site and runtime/finance.
 */
import type { Car, CarHotspot } from '../../../schema/car.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import type { ViewMode } from '../../../schema/lists.ts';
import { carButtons, eligibleForReservation, type CarButtons, type VehicleButtonOptions } from '../../site/availability.ts';
import {
  CAR_TYPE_NAMES,
  COPIED_TEXT,
  COPIED_TOAST_TEXT,
  COPY_NOTICE_MS,
  CTA_LABELS,
  PHONE_CLICK_LABELS,
  SHARE_WINDOW_HEIGHT,
  SHARE_WINDOW_WIDTH,
  SPIN_PX_PER_FRAME,
  TOAST_MS,
} from '../../site/constants.ts';
import { manufacturerSlug } from '../../site/manufacturers.ts';
import { slugify } from '../../site/slug.ts';
import { carTitle } from '../../site/car-facts.ts';

export type CtaAction = keyof typeof CTA_LABELS;
export interface Cta {
  action: CtaAction;
  label: string;
}

/**
 * The Reserve Online tab tells the shopper how to reserve this car, so it shows exactly where the
 * Reserve button does: never on a sold, reserved or Test Drive Only car, nor on a site without reservations.
 */
export function reserveOnlineTabShown(
  car: Pick<Car, 'status' | 'reserved' | 'price' | 'tag' | 'car_type' | 'images' | 'file'>,
  vehicle: VehicleButtonOptions,
): boolean {
  return carButtons(car, vehicle, { eligibleForReservation: eligibleForReservation(car) }).reserve;
}

/**
 * Reserve Car Now (when the car can be reserved), Enquire Now or Instant Message (the site's enquiry
 * action), and Call Now when there is a number to call. Unavailable cars get none: they show the
 * Find Me Something Similar form instead.
 */
export function ctaButtons(
  buttons: Pick<CarButtons, 'reserve' | 'findSimilar'>,
  vehicle: Pick<Tenant['vehicle'], 'enquiryAction'>,
  phone: string | null,
): Cta[] {
  if (buttons.findSimilar) return [];
  const ctas: Cta[] = [];
  if (buttons.reserve) ctas.push({ action: 'reserve', label: CTA_LABELS.reserve });
  ctas.push({ action: vehicle.enquiryAction, label: CTA_LABELS[vehicle.enquiryAction] });
  if (phone) ctas.push({ action: 'callUsNow', label: CTA_LABELS.callUsNow });
  return ctas;
}

/** The mobile sticky call-to-action bar, unless the car's location is configured to hide it (e.g. 793). */
export function stickyCtaShown(car: Pick<Car, 'location'>, vehicle: Pick<Tenant['vehicle'], 'stickyCtaHiddenLocationIds'>): boolean {
  return !vehicle.stickyCtaHiddenLocationIds.includes(car.location.id);
}

/** Event 25's label, by the path the shopper is on: used-car paths say Used Car, others New Car. */
export function phoneClickLabel(path: string, carType?: Car['car_type']): string {
  return /used/i.test(path) || carType === 'used' ? PHONE_CLICK_LABELS.used : PHONE_CLICK_LABELS.new;
}

export interface Crumb {
  label: string;
  href: string | null;
}

/** Home › {Used} Cars › Make › Model › this car, linking to the search paths the site-pages spec names. */
export function breadcrumb(car: Pick<Car, 'car_type' | 'make' | 'model' | 'year'>, search: Pick<Tenant['search'], 'pathPrefix'>): Crumb[] {
  const prefix = `/${search.pathPrefix}`;
  const make = manufacturerSlug(car.make);
  return [
    { label: 'Home', href: '/' },
    { label: `${CAR_TYPE_NAMES[car.car_type]}s`, href: `${prefix}/${car.car_type}-cars/` },
    { label: car.make, href: `${prefix}/${make}` },
    { label: car.model, href: `${prefix}/${make}/${slugify(car.model)}` },
    { label: carTitle(car), href: null },
  ];
}

/** The modes this car has media for, in the page's order. */
export function availableViewModes(car: Pick<Car, 'spin_images' | 'spin_interior_image'>): ViewMode[] {
  return [...(car.spin_images.length ? (['spinner'] as const) : []), 'gallery', ...(car.spin_interior_image ? (['interior'] as const) : [])];
}

/** The site's default mode when the car has it, else the gallery. */
export function initialViewMode(car: Pick<Car, 'spin_images' | 'spin_interior_image'>, vehicle: Pick<Tenant['vehicle'], 'defaultViewMode'>): ViewMode {
  return availableViewModes(car).includes(vehicle.defaultViewMode) ? vehicle.defaultViewMode : 'gallery';
}

/** Frames wrap around: one step left of the first is the last. */
export function wrapFrame(frame: number, count: number): number {
  return ((frame % count) + count) % count;
}

/** The frame after dragging `dx` pixels from `start`: one frame per 20 px, dragging left turns the car left. */
export function frameAfterDrag(start: number, dx: number, count: number): number {
  return wrapFrame(start + Math.trunc(dx / SPIN_PX_PER_FRAME), count);
}

export interface HotspotPin {
  id: number;
  description: string;
  posX: number;
  posY: number;
}

/** The hotspots to pin on a frame. */
export function hotspotsAt(hotspots: readonly CarHotspot[], frame: number): HotspotPin[] {
  return hotspots.flatMap((spot) =>
    spot.positions.filter((p) => p.activeAngle === frame).map((p) => ({ id: p.hotspotId, description: spot.description, posX: p.posX, posY: p.posY })),
  );
}

/** The slider's photos (video entries are played by the video block instead). */
export function carPhotos(car: Pick<Car, 'images'>): { url: string; thumb: string }[] {
  return car.images.flatMap((entry) => ('image' in entry ? [{ url: entry.image.url, thumb: entry.image.thumb.url }] : []));
}

export const SHARE_WINDOW_FEATURES = `width=${SHARE_WINDOW_WIDTH},height=${SHARE_WINDOW_HEIGHT},noopener`;

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

/** "Copied" beside the button for 1.5 s, or the toast variant's sentence for 3 s. */
export function copyNotice(style: Tenant['vehicle']['copyLinkStyle'], name: string): { text: string; ms: number } {
  return style === 'toast' ? { text: COPIED_TOAST_TEXT.replace('{car name}', name), ms: TOAST_MS } : { text: COPIED_TEXT, ms: COPY_NOTICE_MS };
}

export type ViewedCar = Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'body' | 'simple_body'>;

/** Recently viewed cars kept in the browser; enough for "recently viewed" without growing forever. */
export const VIEWED_CARS_LIMIT = 20;

/** The viewed-car record (id, stocknum, make, model, body, simple_body), newest first, each car once. */
export function rememberViewedCar(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  const record: ViewedCar = { id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, body: car.body, simple_body: car.simple_body };
  return [record, ...list.filter((seen) => seen.id !== car.id)].slice(0, VIEWED_CARS_LIMIT);
}

/** The site's finance disclaimer, else the one the car's lender sent; empty when neither has one. */
export function financeDisclaimerText(car: Pick<Car, 'finance_lenders'>, finance: Pick<Tenant['finance'], 'disclaimer'>): string {
  return finance.disclaimer || Object.values(car.finance_lenders).find((lender) => lender.disclaimer)?.disclaimer || '';
}
