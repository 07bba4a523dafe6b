import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { chatBubbleDismissed, dismissChatBubble } from './chat';
import { ChatBubble, ChatLauncher } from './ChatLauncher';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the "Questions about this car?" bubble', () => {
  it('has a visible close button with an accessible name', () => {
    const html = renderToString(<ChatBubble onDismiss={vi.fn()} />);
    expect(html).toContain('Questions about this car? Message us.');
    expect(html).toMatch(
      /<button type="button" class="chat-launcher__bubble-close" aria-label="Close message prompt"><svg class="icon"[^>]*aria-hidden="true"/,
    );
  });

  it('stays dismissed for the rest of the visit once closed', () => {
    const storage = memoryStorage();
    expect(chatBubbleDismissed(storage)).toBe(false);
    dismissChatBubble(storage);
    expect(chatBubbleDismissed(storage)).toBe(true);
  });

  it('is not shown before the shopper scrolls', () => {
    expect(renderToString(<ChatLauncher />)).not.toContain('chat-launcher__bubble');
  });
});

describe('the chat launcher beside the filter drawer', () => {
  it('is hidden while the mobile filter drawer is open, so it never covers "Show Me N Cars"', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    expect(css).toMatch(/@media \(max-width: 991\.98px\) \{\s*body:has\(\.search-filters\.is-open\) \.chat-launcher \{\s*display: none;/);
    // The drawer's own stylesheet: the same class opens it below the same width.
    const search = readFileSync(new URL('../search/search.css', import.meta.url), 'utf8');
    expect(search).toContain('.search-filters.is-open {');
    expect(search).toContain('@media (min-width: 992px)');
  });
});
