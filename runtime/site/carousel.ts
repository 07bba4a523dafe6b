/** Scroll-position rules for horizontal carousels (the 'Our Locations' strip). */

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

// Browsers report fractional scroll positions at some zoom levels; a pixel of slack keeps the ends exact.
const SLACK_PX = 1;

/** Previous is disabled at the start and next at the end; a strip that fits disables both. */
export function carouselEnds(box: ScrollBox): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: box.scrollLeft <= SLACK_PX,
    atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - SLACK_PX,
  };
}

/** Where one step (a card and its gap) in a direction lands, kept inside the strip. */
export function carouselTarget(box: ScrollBox, step: number, direction: -1 | 1): number {
  const max = Math.max(0, box.scrollWidth - box.clientWidth);
  return Math.min(max, Math.max(0, box.scrollLeft + direction * step));
}
