import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SITE } from '@site/site.gen';
import ChatPanel, { ChatLog } from './ChatPanel';

const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, '');

describe('the Instant Message panel', () => {
  it('is a labelled dialog with a close button and a labelled message box, and sends nothing before it knows whether staff are on', () => {
    const panel = html(<ChatPanel onClose={vi.fn()} />);
    expect(panel).toMatch(/role="dialog" aria-labelledby="chat-panel-title"/);
    expect(panel).toContain('<h2 id="chat-panel-title">Instant Message</h2>');
    expect(panel).toContain('aria-label="Close Instant Message"');
    expect(panel).toMatch(/<label for="chat-panel-text">Your message<span aria-hidden="true"> \*<\/span><\/label><textarea id="chat-panel-text"/);
    expect(panel).toMatch(/<p class="chat-panel__status" role="status">Loading…<\/p>/);
    expect(panel).toMatch(/<button type="submit" class="button" disabled="">Send<\/button>/);
  });

  it('shows the conversation as a log, read out as replies arrive, each message with who wrote it', () => {
    const log = html(
      <ChatLog
        messages={[
          { id: '1', author: 'shopper', by: null, text: 'Is it available?', at: '' },
          { id: '2', author: 'staff', by: 'Jo', text: 'Yes it is', at: '' },
          { id: '3', author: 'staff', by: null, text: 'Come in today', at: '' },
        ]}
      />,
    );
    expect(log).toMatch(/^<div class="chat-panel__log" role="log" aria-label="Messages">/);
    expect(log).toContain(
      '<li class="chat-message chat-message--shopper"><span class="chat-message__by">You</span><span class="chat-message__text">Is it available?</span></li>',
    );
    expect(log).toContain('<span class="chat-message__by">Jo</span><span class="chat-message__text">Yes it is</span>');
    expect(log).toContain(`<span class="chat-message__by">${SITE.name}</span><span class="chat-message__text">Come in today</span>`);
  });

  it('is loaded only when the chat is opened: the launcher imports it lazily, never statically', () => {
    const launcher = readFileSync(new URL('../ChatLauncher.tsx', import.meta.url), 'utf8');
    expect(launcher).toContain("lazy(() => import('./chat/ChatPanel'))");
    expect(launcher).not.toMatch(/^import .*['"]\.\/chat\//m);
  });
});
