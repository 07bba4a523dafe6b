/** The chat panel's calls to the server's CHAT_API (runtime/site/staff-api.ts), and the car of the page it is opened on. */
import { CHAT_API, type ChatConversation, type ChatMessage, type ChatStartRequest, type ChatStatus } from '@dealer/site/staff-api';
import type { Car } from '../../../../schema/car.ts';
import { apiJson } from '../../account/api';

const conversationUrl = (id: string) => `${CHAT_API}/${encodeURIComponent(id)}`;

export const fetchChatStatus = () => apiJson<ChatStatus>(`${CHAT_API}/status`, { cache: 'no-store' });
export const startChat = (start: ChatStartRequest) => apiJson<ChatConversation>(CHAT_API, { method: 'POST', json: start });
export const fetchChatMessages = (id: string, after: string | null) =>
  apiJson<ChatMessage[]>(after ? `${conversationUrl(id)}?${new URLSearchParams({ after })}` : conversationUrl(id), { cache: 'no-store' });
export const sendChatMessage = (id: string, text: string) => apiJson<ChatMessage>(`${conversationUrl(id)}/messages`, { method: 'POST', json: { text } });

/** The slug of the car page (or a page of it, like its reserve page) at `pathname`; null elsewhere. */
export function carSlugOfPath(pathname: string): string | null {
  const slug = /^\/cars\/([^/]+)/.exec(pathname)?.[1];
  return slug && slug !== 'trade-in' ? decodeURIComponent(slug) : null;
}

/** The car the page shows, as GET /api/cars/:slug answers it (the car page has usually asked already, so it is cached). */
export const fetchPageCar = (slug: string) => apiJson<{ car: Car }>(`/api/cars/${encodeURIComponent(slug)}`).then(({ car }) => car);
