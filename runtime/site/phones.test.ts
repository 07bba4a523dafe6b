import { describe, expect, it, vi } from 'vitest';
import { carPhone, dealerPhone, formatPhone, maskPhone, phoneDigits, smsHref, telHref } from './phones.ts';

describe('phone numbers', () => {
  it('writes a +61 prefix as 0', () => {
    expect(phoneDigits('+61731002010')).toBe('0731002010');
    expect(phoneDigits('+61 7 3100 2010')).toBe('0731002010');
    expect(phoneDigits('(07) 3100-2010')).toBe('0731002010');
  });

  it('groups 10 digits 2-4-4', () => {
    expect(formatPhone('0731002000')).toBe('07 3100 2000');
    expect(formatPhone('+61731002010')).toBe('07 3100 2010');
  });

  it('leaves numbers of other lengths as written', () => {
    expect(formatPhone(' 13 19 20 ')).toBe('13 19 20');
  });

  it('masks after the first 5 characters, starring the remaining digits', () => {
    expect(maskPhone('0731002000')).toBe('07 31** ****');
    expect(maskPhone('+61731002010')).toBe('07 31** ****');
  });

  it('builds tel: and sms: links from the digits', () => {
    expect(telHref('07 3100 2000')).toBe('tel:0731002000');
    expect(smsHref('+61 7 3100 2000')).toBe('sms:0731002000');
  });
});

describe('dealerPhone', () => {
  const phones = { main: '07 3100 2000', byCarType: { new: '07 3100 2001', used: '07 3100 2002' } };
  const logger = () => ({ warn: vi.fn() });

  it('chooses the call-tracking number for the car type', () => {
    expect(dealerPhone(phones, 'new', logger())).toBe('07 3100 2001');
    expect(dealerPhone(phones, 'used', logger())).toBe('07 3100 2002');
  });

  it('falls back to the main number', () => {
    expect(dealerPhone(phones, 'demo', logger())).toBe('07 3100 2000');
    expect(dealerPhone(phones, null, logger())).toBe('07 3100 2000');
  });

  it('logs a warning and gives no number when the dealer phone is missing', () => {
    const log = logger();
    expect(dealerPhone({ main: '', byCarType: {} }, 'used', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('No dealer phone configured for used cars');
  });
});

describe('carPhone', () => {
  const phones = { main: '07 3100 2000', byCarType: { used: '07 3100 2002' } };
  const logger = () => ({ warn: vi.fn() });

  it("rings the car's own location before the group line and the car-type line", () => {
    expect(carPhone(phones, { car_type: 'used', location: { phone: '07 3100 2020' } }, logger())).toBe('07 3100 2020');
    expect(carPhone(phones, { car_type: 'new', location: { phone: '07 3100 2020' } }, logger())).toBe('07 3100 2020');
  });

  it("falls back to the site's numbers when the location has none", () => {
    expect(carPhone(phones, { car_type: 'used', location: { phone: null } }, logger())).toBe('07 3100 2002');
    expect(carPhone(phones, { car_type: 'new', location: { phone: ' ' } }, logger())).toBe('07 3100 2000');
    expect(carPhone(phones, { car_type: null }, logger())).toBe('07 3100 2000');
  });
});
