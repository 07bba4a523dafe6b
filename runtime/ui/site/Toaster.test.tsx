import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';

// The server draws no toast (its snapshot is empty): the store answers with one as the browser's would.
vi.mock('./toast', () => ({ dismissToast: vi.fn(), useToast: () => ({ id: 1, text: 'Saved to your watchlist.' }) }));

describe('the toaster', () => {
  it("closes its toast by a button named for screen readers, its × the icon set's, hidden from them", () => {
    const html = renderToString(<Toaster />);
    expect(html).toContain('Saved to your watchlist.');
    expect(html).toMatch(
      /<button type="button" class="toast__close" aria-label="Dismiss notification"><svg class="icon"[^>]*aria-hidden="true"[^>]*>(<path [^>]*><\/path>)+<\/svg><\/button>/,
    );
    expect(html).not.toContain('×');
  });
});
