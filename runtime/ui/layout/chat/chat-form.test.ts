import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@dealer/site/staff-api';
import { carSlugOfPath } from './chat-client';
import { chatProblems, chatStart, lastMessageId, withMessages } from './chat-form';

const message = (id: string, author: ChatMessage['author'] = 'shopper'): ChatMessage => ({ id, author, by: null, text: `m${id}`, at: '2026-01-01T00:00:00Z' });

describe('the chat form', () => {
  it('asks only for the message while staff are on, the details too when it takes a message, and the message alone after the first', () => {
    expect(chatProblems({ text: ' ' }, { first: true, staffAvailable: true })).toEqual([{ field: 'text', message: 'Your message is required' }]);
    expect(chatProblems({ text: 'Hi' }, { first: true, staffAvailable: true })).toEqual([]);
    expect(chatProblems({ text: 'Hi', email: 'nope' }, { first: true, staffAvailable: true })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(chatProblems({ text: 'Hi' }, { first: true, staffAvailable: false })).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Please enter an email or a phone number' },
    ]);
    expect(chatProblems({ text: 'Hi', name: 'Ada', phone: '0412 345 678' }, { first: true, staffAvailable: false })).toEqual([]);
    expect(chatProblems({ text: 'Again' }, { first: false, staffAvailable: false })).toEqual([]);
    expect(chatProblems({ text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, { first: false, staffAvailable: true })).toEqual([
      { field: 'text', message: 'Please keep your message to 2,000 characters' },
    ]);
  });

  it('sends the first message with the car and the page, leaving out what is empty', () => {
    expect(
      chatStart({ text: ' Is it available? ', name: 'Ada', email: '', phone: ' ', [HONEYPOT_FIELD]: '' }, { carId: 7, pageUrl: 'http://x/cars/a' }),
    ).toEqual({
      text: 'Is it available?',
      name: 'Ada',
      carId: 7,
      pageUrl: 'http://x/cars/a',
    });
    expect(chatStart({ text: 'Hi', [HONEYPOT_FIELD]: 'spam' }, { carId: null, pageUrl: 'http://x/' })).toEqual({
      text: 'Hi',
      [HONEYPOT_FIELD]: 'spam',
      pageUrl: 'http://x/',
    });
  });

  it('adds what a poll brings once each, in order, and keeps the same list when nothing is new', () => {
    const shown = [message('1'), message('3', 'staff')];
    expect(withMessages(shown, [message('3', 'staff'), message('10'), message('4', 'staff')]).map((m) => m.id)).toEqual(['1', '3', '4', '10']);
    expect(withMessages(shown, [message('3', 'staff')])).toBe(shown);
    expect(lastMessageId(shown)).toBe('3');
    expect(lastMessageId([])).toBeNull();
  });

  it('knows the car of a car page, and of its reserve page, but not the trade-in page', () => {
    expect(carSlugOfPath('/cars/2024-kia-sportage-s-7')).toBe('2024-kia-sportage-s-7');
    expect(carSlugOfPath('/cars/2024-kia-sportage-s-7/reserve')).toBe('2024-kia-sportage-s-7');
    expect(carSlugOfPath('/cars/trade-in')).toBeNull();
    expect(carSlugOfPath('/search')).toBeNull();
    expect(carSlugOfPath('/cars/')).toBeNull();
  });
});
