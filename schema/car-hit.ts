import type { Car } from './car.ts';

/**
 * The car fields a result card reads (title, photo, price by the display order, tag banner,
 * condition label, specs, weekly figure) and sold-run collapsing needs. Searches ask for these
 * only: a page of 21 full cars is about 140 KB of JSON, of these about 15 KB, which is what a
 * shopper on a phone waits for and what the server spends its time serialising.
 */
export const CAR_HIT_ATTRIBUTES = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'sold_date_timestamp',
  'reserved',
  'certified',
  'tag',
  'created_at',
  'fuel',
  'simple_fuel',
  'transmission',
  'simple_transmission',
  'body',
  'simple_body',
  'km',
  'primary_image_url',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'dealership_id',
  'finance_lenders',
  'youxQuote',
] as const satisfies readonly (keyof Car)[];
