import type { CarType } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { MISSING_PHONE_WARNING, PHONE_VISIBLE_CHARS } from './constants.ts';

export interface Logger {
  warn(message: string): void;
}

/** Digits only, with the international +61 prefix written as the local 0. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits;
}

/** A 10-digit number grouped 2-4-4 ("07 3100 2000"); other lengths as written. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 10) return phone.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** The formatted number with the first 5 characters visible and every later digit starred. */
export function maskPhone(phone: string): string {
  const formatted = formatPhone(phone);
  return formatted.slice(0, PHONE_VISIBLE_CHARS) + formatted.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, '*');
}

export function telHref(phone: string): string {
  return `tel:${phoneDigits(phone)}`;
}

export function smsHref(phone: string): string {
  return `sms:${phoneDigits(phone)}`;
}

/**
 * The number to call about a car: the call-tracking number for its car type when the site has
 * one, else the main number. A missing number is only logged; the caller hides the call button.
 */
export function dealerPhone(phones: Tenant['phones'], carType: CarType | null, logger: Logger): string | null {
  const phone = (carType ? phones.byCarType[carType] : undefined) || phones.main;
  if (!phone?.trim()) {
    logger.warn(`${MISSING_PHONE_WARNING}${carType ? ` for ${carType} cars` : ''}`);
    return null;
  }
  return phone;
}

/**
 * The number to call about one car: its own location's phone (a Gold Coast car rings the Gold Coast
 * yard, not the group), else the site's number for its car type.
 */
export function carPhone(
  phones: Tenant['phones'],
  car: { car_type: CarType | null; location?: { phone?: string | null } | null },
  logger: Logger,
): string | null {
  const own = car.location?.phone?.trim();
  return own || dealerPhone(phones, car.car_type, logger);
}
