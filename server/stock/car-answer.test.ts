import { describe, expect, it } from 'vitest';
import { commentsText } from './car-answer.ts';

describe('dealer comments as text', () => {
  it('drops markup and scripts, keeps line breaks and decodes entities', () => {
    expect(commentsText('<p>Great &amp; clean</p><script>alert(1)</script><p>Two<br>keys</p>')).toBe('Great & clean\nTwo\nkeys');
    expect(commentsText('  ')).toBeNull();
    expect(commentsText(null)).toBeNull();
  });
});
