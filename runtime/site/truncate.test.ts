import { describe, expect, it } from 'vitest';
import { collapsible, cutAtWord } from './truncate.ts';

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
