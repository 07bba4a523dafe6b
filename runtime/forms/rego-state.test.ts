import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { defaultRegoState, primaryLocation } from './rego-state.ts';

describe('the trade-in wizard’s first rego state', () => {
  it('is the primary location’s state: SA for Adelaide’s Redgum, VIC for Parkway, QLD for Harbourside', () => {
    expect(defaultRegoState(sampleTenant('redgum-used-cars'))).toBe('sa');
    expect(defaultRegoState(sampleTenant('parkway-motors'))).toBe('vic');
    expect(defaultRegoState(sampleTenant('harbourside-auto-group'))).toBe('qld');
  });

  it('is the first location’s without a primary one, and the site’s own setting when it has one', () => {
    const redgum = sampleTenant('redgum-used-cars');
    const nsw = { ...redgum.locations[0]!, primary: false, address: { ...redgum.locations[0]!.address, state: 'nsw' as const } };
    expect(defaultRegoState({ ...redgum, locations: [nsw, redgum.locations[0]!] })).toBe('sa');
    expect(defaultRegoState({ ...redgum, locations: [nsw] })).toBe('nsw');
    expect(defaultRegoState({ ...redgum, forms: { ...redgum.forms, defaultState: 'wa' } })).toBe('wa');
  });

  it('comes from the location a form without a car is for: the primary one, else the first', () => {
    const redgum = sampleTenant('redgum-used-cars');
    const other = { ...redgum.locations[0]!, id: 999, primary: false };
    expect(primaryLocation({ locations: [other, redgum.locations[0]!] })).toBe(redgum.locations[0]);
    expect(primaryLocation({ locations: [other] })).toBe(other);
  });
});
