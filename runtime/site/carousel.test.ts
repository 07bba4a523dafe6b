import { describe, expect, it } from 'vitest';
import { carouselEnds, carouselTarget } from './carousel.ts';

describe('carousel ends', () => {
  it('disables previous at the start and next at the end', () => {
    expect(carouselEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEnds({ scrollLeft: 300, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: false, atEnd: false });
    expect(carouselEnds({ scrollLeft: 599.5, clientWidth: 300, scrollWidth: 900 })).toEqual({ atStart: false, atEnd: true });
  });
  it('disables both when every card fits', () => {
    expect(carouselEnds({ scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 })).toEqual({ atStart: true, atEnd: true });
  });
  it('steps by one card and stays inside the strip', () => {
    const box = { scrollLeft: 500, clientWidth: 300, scrollWidth: 900 };
    expect(carouselTarget(box, 320, 1)).toBe(600);
    expect(carouselTarget(box, 320, -1)).toBe(180);
    expect(carouselTarget({ ...box, scrollLeft: 100 }, 320, -1)).toBe(0);
  });
});

describe('a carousel outside a laid-out container', () => {
  it('disables both controls instead of raising when the strip is missing or has no size', () => {
    expect(carouselEnds(null)).toEqual({ atStart: true, atEnd: true });
    expect(carouselEnds(undefined)).toEqual({ atStart: true, atEnd: true });
    expect(carouselEnds({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 })).toEqual({ atStart: true, atEnd: true });
    expect(carouselEnds({ scrollLeft: Number.NaN, clientWidth: Number.NaN, scrollWidth: 900 })).toEqual({ atStart: true, atEnd: false });
  });
  it('never scrolls to NaN or past the ends', () => {
    expect(carouselTarget(null, 320, 1)).toBe(0);
    expect(carouselTarget({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 }, 320, 1)).toBe(0);
    expect(carouselTarget({ scrollLeft: 100, clientWidth: 300, scrollWidth: 900 }, Number.NaN, 1)).toBe(100);
  });
});
