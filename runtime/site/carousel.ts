/** Scroll-position rules for horizontal carousels (the 'Our Locations' strip). */

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

// Browsers report fractional scroll positions at some zoom levels; a pixel of slack keeps the ends exact.
const SLACK_PX = 1;

// A strip rendered outside a laid-out container (hidden, detached, or measured before layout) reports
// zero or missing sizes; it counts as empty rather than raising or scrolling to NaN.
const size = (value: number | undefined | null): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** Previous is disabled at the start and next at the end; a strip that fits, or is not laid out, disables both. */
export function carouselEnds(box: Partial<ScrollBox> | null | undefined): { atStart: boolean; atEnd: boolean } {
  const scrollLeft = size(box?.scrollLeft);
  return {
    atStart: scrollLeft <= SLACK_PX,
    atEnd: scrollLeft + size(box?.clientWidth) >= size(box?.scrollWidth) - SLACK_PX,
  };
}

/** Where one step (a card and its gap) in a direction lands, kept inside the strip; 0 for a strip with no size. */
export function carouselTarget(box: Partial<ScrollBox> | null | undefined, step: number, direction: -1 | 1): number {
  const max = Math.max(0, size(box?.scrollWidth) - size(box?.clientWidth));
  return Math.min(max, Math.max(0, size(box?.scrollLeft) + direction * size(step)));
}
