/**
 * A car as the API answers it: GET /api/cars/:slug, and the seed of a car page the server draws,
 * which must be the same answer so the page does not fetch it again.
 */
import sanitizeHtml from 'sanitize-html';
import type { Car } from '../../schema/car.ts';

/** A car's link name: lower-case words joined by hyphens. */
export const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Dealer comments arrive as HTML from feeds; the page shows them as text (cut at 400 characters),
 * so markup is dropped here, scripts with their content, and line breaks kept.
 */
export function commentsText(html: string | null | undefined): string | null {
  if (!html) return null;
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  return (
    text
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() || null
  );
}

/**
 * GET /api/cars/:slug's answer for a car: what the car page reads (and the server draws it with). A private
 * seller's suburb and postcode stay on the server: no page shows them.
 */
export function carAnswer(car: Car): { car: Car } {
  const { private_suburb: _suburb, private_postcode: _postcode, ...shown } = car;
  return { car: { ...shown, dealercomments: commentsText(car.dealercomments) } };
}
