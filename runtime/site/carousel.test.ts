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
