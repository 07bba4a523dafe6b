import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it, vi } from 'vitest';
import type { StaffConversation, StaffConversationSummary } from '@dealer/site/staff-api';
import ConversationPage, { ConversationMessages, ReplyForm, ShopperFacts } from './ConversationPage';
import ConversationsPage, { ConversationTable } from './ConversationsPage';
import { waitingSummary, waitingText } from './texts';

const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, '');

const summary = (overrides: Partial<StaffConversationSummary> = {}): StaffConversationSummary => ({
  id: 'a'.repeat(32),
  startedAt: '2026-01-05T00:00:00Z',
  lastMessageAt: '2026-01-05T00:10:00Z',
  name: 'Ada',
  car: { id: 7, name: '2024 Kia Sportage S', path: '/cars/2024-kia-sportage-s-7' },
  waiting: 2,
  ...overrides,
});

const conversation: StaffConversation = {
  ...summary(),
  email: 'ada@example.com',
  phone: '0412345678',
  pageUrl: 'https://harbourside.example.com/cars/2024-kia-sportage-s-7',
  messages: [
    { id: '1', author: 'shopper', by: null, text: 'Is it available?', at: '2026-01-05T00:00:00Z' },
    { id: '2', author: 'staff', by: 'Jo', text: 'Yes, come in today.', at: '2026-01-05T00:05:00Z' },
  ],
};

describe('the staff conversation list', () => {
  it('lists each conversation with its shopper, car and how many messages wait, linking to it', () => {
    const table = html(<ConversationTable conversations={[summary(), summary({ id: 'b'.repeat(32), name: null, car: null, waiting: 0 })]} />);
    expect(table).toContain('<caption id="staff-conversations-caption">Conversations, latest message first</caption>');
    expect(table).toContain(`<a href="/staff/conversations/${'a'.repeat(32)}">Ada</a>`);
    expect(table).toContain('2024 Kia Sportage S');
    expect(table).toContain('<span class="staff-status-badge staff-status-badge--new">2 waiting</span>');
    expect(table).toContain(`<a href="/staff/conversations/${'b'.repeat(32)}">Shopper (no name given)</a>`);
    expect(table).toContain('<span class="staff-status-badge">Answered</span>');
  });

  it('says how many conversations wait for a reply', () => {
    expect(waitingSummary([])).toBe('No conversation is waiting for a reply.');
    expect(waitingSummary([summary(), summary({ waiting: 0 })])).toBe('1 conversation is waiting for a reply.');
    expect(waitingSummary([summary(), summary()])).toBe('2 conversations are waiting for a reply.');
    expect(waitingText(1)).toBe('1 waiting');
  });

  it('says it is loading before the first answer', () => {
    expect(html(<ConversationsPage />)).toContain('<p class="staff-status" role="status">Loading conversations…</p>');
  });
});

describe('one conversation, for staff', () => {
  it('shows the shopper’s details, with the car linking to its page on the site', () => {
    const facts = html(<ShopperFacts conversation={conversation} />);
    expect(facts).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(facts).toContain('<a href="tel:0412345678">');
    expect(facts).toContain('<a href="/cars/2024-kia-sportage-s-7">2024 Kia Sportage S</a>');
    expect(facts).toContain(`<a href="${conversation.pageUrl}">`);
  });

  it('shows the messages as a log, each with who wrote it and when', () => {
    const log = html(<ConversationMessages messages={conversation.messages} shopper="Ada" />);
    expect(log).toMatch(/^<div class="staff-chat-log" role="log" aria-label="Messages">/);
    expect(log).toMatch(/Is it available\?<\/p><p class="staff-notes__by">Ada, <time dateTime="2026-01-05T00:00:00Z">/);
    expect(log).toMatch(/Yes, come in today\.<\/p><p class="staff-notes__by">Jo, <time/);
  });

  it('has a labelled reply box and its button', () => {
    const form = html(<ReplyForm sending={false} onSend={vi.fn()} />);
    expect(form).toContain('<label for="conversation-reply">Reply</label>');
    expect(form).toMatch(/<textarea id="conversation-reply" rows="3" required="" maxLength="2000">/);
    expect(form).toContain('<button type="submit" class="button">Send reply</button>');
  });

  it('says it is loading before the first answer', () => {
    expect(
      html(
        <MemoryRouter initialEntries={['/staff/conversations/x']}>
          <ConversationPage />
        </MemoryRouter>,
      ),
    ).toContain('Loading the conversation…');
  });
});
