/** Other blocks (an offer's Enquire button on some sites) open the chat assistant with this window event. */
export const OPEN_CHAT_EVENT = 'dealer:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
