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

// Tags that end a line of text when a browser shows them; stripped bare, their words would run together.
const BLOCK_TAG = /^<\/?(p|div|br|ul|ol|li|h[1-6]|table|tr|td|th|dl|dt|dd|blockquote|section|article|header|footer)\b/i;
const LIST_TAG = /^<(\/?)(ul|ol)\b/i;
const LIST_ITEM_OPEN = /^<li\b/i;

/**
 * Marks the block boundaries of offer HTML before its tags are stripped for the collapsed text: list
 * items after the first in a list start with "; " (none after text ending in punctuation), other blocks
 * with a space. "<li>Floor mats</li><li>Tinted windows</li>" reads "Floor mats; Tinted windows".
 * Works with unclosed items (<li>A<li>B), which HTML allows.
 */
export function separateHtmlBlocks(html: string): string {
  const itemsSeen: number[] = [0];
  let lastText = '';
  // Where the last text ended in `out`, so "; " sits right after the words and not after closing tags.
  let lastTextEnd = 0;
  let out = '';
  for (const token of html.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      out += token;
      if (token.trim()) {
        lastText = token.trimEnd();
        lastTextEnd = out.length - (token.length - lastText.length);
      }
      continue;
    }
    const list = LIST_TAG.exec(token);
    if (list) {
      if (!list[1]) itemsSeen.push(0);
      else if (itemsSeen.length > 1) itemsSeen.pop();
    }
    if (LIST_ITEM_OPEN.test(token)) {
      const seen = itemsSeen[itemsSeen.length - 1] ?? 0;
      itemsSeen[itemsSeen.length - 1] = seen + 1;
      if (seen > 0 && lastText && !/[.,;:!?]$/.test(lastText)) {
        out = `${out.slice(0, lastTextEnd)};${out.slice(lastTextEnd)}`;
        lastText += ';';
      }
    }
    out += BLOCK_TAG.test(token) ? ` ${token}` : token;
  }
  return out;
}
