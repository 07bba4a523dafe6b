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

export interface Collapsible {
  /** What the block shows collapsed: the cut text when there is a toggle, else the whole text. */
  collapsed: string;
  /** Whether the block is long enough to offer an expand/collapse toggle. */
  toggle: boolean;
}

/** A text block that collapses to `cut` characters once it is longer than `toggleOver`. */
export function collapsible(text: string, cut: number, toggleOver: number = cut): Collapsible {
  const toggle = text.length > toggleOver;
  return { collapsed: toggle ? cutAtWord(text, cut) : text, toggle };
}
