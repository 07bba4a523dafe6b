import { describe, expect, it } from 'vitest';
import { collapsible, cutAtWord, separateHtmlBlocks } from './truncate.ts';

describe('cutAtWord', () => {
  it('returns text that fits unchanged', () => {
    expect(cutAtWord('Drive away today', 16)).toBe('Drive away today');
  });

  it('cuts on the last word boundary within the limit and adds an ellipsis', () => {
    expect(cutAtWord('Drive away today with free servicing', 20)).toBe('Drive away today...');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(cutAtWord('Drive away today with', 16)).toBe('Drive away today...');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(cutAtWord('Offer ends soon, conditions apply', 18)).toBe('Offer ends soon...');
  });

  it('cuts a single long word at the limit', () => {
    expect(cutAtWord('Supercalifragilistic', 5)).toBe('Super...');
  });
});

describe('collapsible', () => {
  it('offers a toggle only past the threshold, and cuts the collapsed text', () => {
    expect(collapsible('one two three', 7, 13)).toEqual({ collapsed: 'one two three', toggle: false });
    expect(collapsible('one two three four', 7, 13)).toEqual({ collapsed: 'one two...', toggle: true });
  });

  it('cuts and toggles at the same length by default', () => {
    expect(collapsible('one two three', 7)).toEqual({ collapsed: 'one two...', toggle: true });
  });
});

describe('separateHtmlBlocks', () => {
  const strip = (html: string) =>
    separateHtmlBlocks(html)
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  it('separates list items with "; " so the collapsed text never joins them', () => {
    expect(strip('<ul><li>Complimentary first service</li><li>Tinted windows</li><li>Floor mats</li></ul>')).toBe(
      'Complimentary first service; Tinted windows; Floor mats',
    );
  });
  it('works with unclosed items and items spread over lines', () => {
    expect(strip('<ul><li>Tinted windows<li>Floor mats</ul>')).toBe('Tinted windows; Floor mats');
    expect(strip('<ul>\n  <li>Tinted windows</li>\n  <li>Floor mats<br></li>\n</ul>')).toBe('Tinted windows; Floor mats');
  });
  it('adds no separator after punctuation, nor between two lists', () => {
    expect(strip('<ul><li>Tinted windows.</li><li>Floor mats</li></ul>')).toBe('Tinted windows. Floor mats');
    expect(strip('<ol><li>One</li></ol><ol><li>Two</li></ol>')).toBe('One Two');
  });
  it('keeps paragraphs, headings and cells apart with a space', () => {
    expect(strip('<p>Drive away</p><p>today</p><h3>Hurry</h3><div>Now</div>')).toBe('Drive away today Hurry Now');
  });
  it('leaves inline tags alone', () => {
    expect(separateHtmlBlocks('Save <strong>$2,000</strong>')).toBe('Save <strong>$2,000</strong>');
  });
});
