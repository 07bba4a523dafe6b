import { describe, expect, it } from 'vitest';
import { feeLines } from './fees.ts';

// Parkway's list, from the spec's fee-list variant.
const parkway = [
  { label: 'Establishment', amount: 395 },
  { label: 'Vehicle Security Registration', amount: 6 },
  { label: 'Account Administration (monthly)', amount: 8 },
  { label: 'Dealer Agency', amount: 912.25 },
];

describe('feeLines', () => {
  it('lists the establishment fee the repayments use under its listed name, and the rest as left out', () => {
    expect(feeLines(parkway, 395)).toEqual({ included: [parkway[0]], excluded: parkway.slice(1) });
  });

  it('says a listed fee the repayments do not use is left out, whatever its name', () => {
    expect(feeLines(parkway, 0)).toEqual({ included: [], excluded: parkway });
    expect(feeLines(parkway, 1300)).toEqual({ included: [{ label: 'Establishment fee', amount: 1300 }], excluded: parkway });
  });

  it('lists a fee the repayments use that the tenant does not list', () => {
    expect(feeLines([], 1360.5)).toEqual({ included: [{ label: 'Establishment fee', amount: 1360.5 }], excluded: [] });
    expect(feeLines([], 0)).toEqual({ included: [], excluded: [] });
  });
});
