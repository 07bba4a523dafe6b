import { ELLIPSIS } from './constants.ts';

/**
 * Cuts text to at most `max` characters before the ellipsis, ending on a word boundary so a
 * collapsed block never shows half a word. Text that already fits comes back unchanged.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, max);
  return cut.replace(/[\s.,;:!?-]+$/, '') + ELLIPSIS;
}
