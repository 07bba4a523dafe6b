import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import X from 'lucide/dist/esm/icons/x.mjs';
import { Icon } from './Icon';

describe('Icon', () => {
  it("draws a lucide icon's shapes, hidden from screen readers", () => {
    const html = renderToString(<Icon icon={X} size={16} className="chip-icon" />);
    expect(html).toBe(
      '<svg class="icon chip-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>',
    );
  });
});
