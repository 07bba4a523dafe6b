/**
 * Offer descriptions come from dealers' back offices as HTML. Only formatting tags survive; scripts,
 * styles, event handlers, iframes and javascript: links never reach a page.
 */
import sanitizeHtml from 'sanitize-html';
import { separateHtmlBlocks } from '../../runtime/site/truncate.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The description with every tag removed and whitespace collapsed, for the collapsed card text; list items read "A; B". */
export function descriptionText(html: string): string {
  return sanitizeHtml(separateHtmlBlocks(html), { allowedTags: [], allowedAttributes: {} }).replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
