/** Other blocks (an offer's Enquire button on some sites) open the chat assistant with this window event. */
export const OPEN_CHAT_EVENT = 'dealer:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** The car page marks the chat bubble opened once a shopper scrolls past 900 px (with the call-to-action bar). */
export const CHAT_BUBBLE_EVENT = 'dealer:chat-bubble';

export function markChatBubbleOpened(): void {
  window.dispatchEvent(new Event(CHAT_BUBBLE_EVENT));
}

/** A shopper who closes the bubble has said no for this visit: it stays closed until the browsing session ends. */
export const CHAT_BUBBLE_DISMISSED_KEY = 'dealer:chat-bubble-dismissed';

export function chatBubbleDismissed(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(CHAT_BUBBLE_DISMISSED_KEY) !== null;
}

export function dismissChatBubble(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(CHAT_BUBBLE_DISMISSED_KEY, '1');
}
