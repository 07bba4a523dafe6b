import { describe, expect, it } from 'vitest';
import { titleFromSlug } from './page-titles.ts';

describe('titleFromSlug', () => {
  it('titles a page from its slug when its copy gives none', () => {
    expect(titleFromSlug('autopact-handback-guarantee')).toBe('Autopact Handback Guarantee');
  });
});
