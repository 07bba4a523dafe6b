import { describe, expect, it } from 'vitest';
import { descriptionText, sanitizeDescription } from './sanitize.ts';

describe('offer description sanitising', () => {
  it('drops scripts, event handlers, iframes and javascript: links, keeping formatting', () => {
    const dirty =
      '<p onclick="steal()">Save <strong>$2,000</strong></p><script>alert(1)</script><iframe src="x"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeDescription(dirty);
    expect(clean).toBe('<p>Save <strong>$2,000</strong></p><a rel="noopener noreferrer">x</a>');
  });
  it('keeps http links and marks them noopener', () => {
    expect(sanitizeDescription('<a href="https://kia.com.au" onmouseover="x()">Kia</a>')).toBe(
      '<a href="https://kia.com.au" rel="noopener noreferrer">Kia</a>',
    );
  });
  it('gives the plain text for the collapsed view', () => {
    expect(descriptionText('<p>Drive away</p><ul><li>5 years &amp; more</li></ul><script>x</script>')).toBe('Drive away 5 years & more');
  });
  it('keeps list items apart in the plain text, closed or not', () => {
    expect(descriptionText('<p>Includes:</p><ul><li>Complimentary first service</li><li>Tinted windows</li></ul>')).toBe(
      'Includes: Complimentary first service; Tinted windows',
    );
    expect(descriptionText('<ul><li>Floor mats<li>Full tank</ul>')).toBe('Floor mats; Full tank');
  });
});
