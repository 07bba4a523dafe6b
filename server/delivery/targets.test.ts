import { describe, expect, it } from 'vitest';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import { targetsFor } from './targets.ts';

const everything: LeadDeliveryTarget = { type: 'email', to: ['leads@crm.example.com'], format: 'adf' };
const service: LeadDeliveryTarget = { type: 'email', to: ['service@harbourside.example.com'], format: 'text', categories: ['service', 'parts'] };
const mazda: LeadDeliveryTarget = { type: 'webhook', url: 'https://crm.example.com/mazda', secretEnv: 'MAZDA_SECRET', locations: [13] };
const toyotaSales: LeadDeliveryTarget = {
  type: 'webhook',
  url: 'https://crm.example.com/toyota',
  secretEnv: 'TOYOTA_SECRET',
  categories: ['sales'],
  locations: [11, 12],
};
const TARGETS = [everything, service, mazda, toyotaSales];

describe('targetsFor', () => {
  it('gives a lead to every target without categories or locations', () => {
    expect(targetsFor([everything], { category: 'careers', locationId: null })).toEqual([everything]);
    expect(targetsFor([], { category: 'sales', locationId: 11 })).toEqual([]);
  });

  it('gives a lead to the targets whose categories include its department', () => {
    expect(targetsFor(TARGETS, { category: 'parts', locationId: null })).toEqual([everything, service]);
    expect(targetsFor(TARGETS, { category: 'service', locationId: 12 })).toEqual([everything, service]);
    expect(targetsFor(TARGETS, { category: 'finance', locationId: null })).toEqual([everything]);
  });

  it('gives a lead to the targets whose locations include its location, when it has one', () => {
    expect(targetsFor(TARGETS, { category: 'trade-in', locationId: 13 })).toEqual([everything, mazda]);
    expect(targetsFor(TARGETS, { category: 'sales', locationId: 11 })).toEqual([everything, toyotaSales]);
    expect(targetsFor(TARGETS, { category: 'sales', locationId: 12 })).toEqual([everything, toyotaSales]);
    expect(targetsFor(TARGETS, { category: 'sales', locationId: 14 })).toEqual([everything]);
    // Both must match where a target names both.
    expect(targetsFor(TARGETS, { category: 'service', locationId: 11 })).toEqual([everything, service]);
  });

  it('gives no location-scoped target a lead with no location', () => {
    expect(targetsFor(TARGETS, { category: 'sales', locationId: null })).toEqual([everything]);
    expect(targetsFor([mazda, toyotaSales], { category: 'sales', locationId: null })).toEqual([]);
  });
});
