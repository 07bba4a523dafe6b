import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { gateDecision, isGated, signInFirst, signInHref } from './gating.ts';
import type { GateRequest } from './gating.ts';

const account = (overrides: object = {}) => tenantSchema.shape.account.parse(overrides);
const signedOut = { loaded: true, id: null };
const signedIn = { loaded: true, id: 42 };
const loading = { loaded: false, id: null };
const checkout: GateRequest = {
  route: 'checkout',
  target: '/cars/2021-toyota-corolla/checkout',
  previous: '/cars/2021-toyota-corolla',
  carSlug: '2021-toyota-corolla',
};

describe('isGated', () => {
  it('gates the routes the site lists', () => {
    expect(isGated('checkout', account())).toBe(false);
    expect(isGated('checkout', account({ gatedRoutes: ['checkout'] }))).toBe(true);
  });

  it('always gates garage pages and never trade-in or sell-my-car', () => {
    expect(isGated('garage', account())).toBe(true);
    expect(isGated('trade-in', account())).toBe(false);
    expect(isGated('sell-my-car', account())).toBe(false);
  });
});

describe('gateDecision', () => {
  const gatedCheckout = account({ gatedRoutes: ['checkout'] });

  it('sends a loaded visitor without a user id to sign in with the target as redirect and the previous page as back', () => {
    expect(gateDecision(checkout, signedOut, gatedCheckout)).toEqual({
      action: 'redirect',
      href: '/sign-in?type=checkout&redirect=%2Fcars%2F2021-toyota-corolla%2Fcheckout&back=%2Fcars%2F2021-toyota-corolla',
    });
  });

  it('lets signed-in visitors through', () => {
    expect(gateDecision(checkout, signedIn, gatedCheckout)).toEqual({ action: 'pass' });
  });

  it('waits while the user is still loading', () => {
    expect(gateDecision(checkout, loading, gatedCheckout)).toEqual({ action: 'wait' });
  });

  it('does nothing for a gated checkout without a car slug', () => {
    expect(gateDecision({ ...checkout, carSlug: null }, signedOut, gatedCheckout)).toEqual({ action: 'none' });
  });

  it('lets anyone through a route the site does not gate', () => {
    expect(gateDecision(checkout, signedOut, account())).toEqual({ action: 'pass' });
    expect(gateDecision({ route: 'trade-in', target: '/trade-in', previous: '/' }, signedOut, account())).toEqual({ action: 'pass' });
  });

  it('gates garage pages on every site', () => {
    expect(gateDecision({ route: 'garage', target: '/my-garage', previous: '/' }, signedOut, account())).toEqual({
      action: 'redirect',
      href: '/sign-in?type=garage&redirect=%2Fmy-garage&back=%2F',
    });
  });
});

describe('signInHref', () => {
  it('builds the watchlist sign-in link for saving a car', () => {
    expect(signInHref('watchlist', '/cars/abc?x=1', '/cars/abc?x=1')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fabc%3Fx%3D1&back=%2Fcars%2Fabc%3Fx%3D1');
  });
});

describe('signInFirst', () => {
  const gated = account({ gatedRoutes: ['finance', 'checkout'] });

  it('sends a visitor opening a gated page afresh to sign in, with the home page to go back to', () => {
    expect(signInFirst('finance', '/apply-for-finance?car_id=abc', undefined, gated)).toBe(
      `/sign-in?type=finance&redirect=${encodeURIComponent('/apply-for-finance?car_id=abc')}&back=%2F`,
    );
    expect(signInFirst('always', '/my-garage', undefined, account())).toBe('/sign-in?type=garage&redirect=%2Fmy-garage&back=%2F');
  });

  it('lets an ungated page, or a route the site does not gate, through', () => {
    expect(signInFirst(undefined, '/contact-us', undefined, gated)).toBeNull();
    expect(signInFirst('finance', '/finance', undefined, account())).toBeNull();
  });

  it("leaves a checkout with no car to the page, as the browser's gate does", () => {
    expect(signInFirst('checkout', '/checkout-journey', undefined, gated)).toBeNull();
    expect(signInFirst('checkout', '/checkout-journey?car_id=2021-toyota-corolla', undefined, gated)).toMatch(/^\/sign-in\?type=checkout&/);
    expect(signInFirst('checkout', '/cars/2021-toyota-corolla/checkout', '2021-toyota-corolla', gated)).toMatch(/^\/sign-in\?type=checkout&/);
  });
});
