import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schema/car.ts';
import { testCar } from './car.fixture';
import { CarTabs } from './CarTabs';

// Harbourside (the unit tests' site) takes reservations online.
const car = testCar();

const tabs = (over: Partial<Car>) => renderToString(<CarTabs car={{ ...car, ...over }} />);

describe('CarTabs', () => {
  it('offers Reserve Online on a car that can be reserved, and never on a sold one', () => {
    expect(tabs({})).toContain('>Reserve Online<');
    expect(tabs({ status: 'sold', sold: true })).not.toContain('Reserve Online');
    expect(tabs({ reserved: true })).not.toContain('Reserve Online');
  });
});
