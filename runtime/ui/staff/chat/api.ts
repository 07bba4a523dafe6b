/** The conversation calls of the staff pages, on the staff API's plumbing (../api.ts): a 401 sends the member to sign in. */
import type { ChatMessage, StaffConversation, StaffConversationSummary } from '@dealer/site/staff-api';
import { staffJson } from '../api';

const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export const fetchConversations = () => staffJson<StaffConversationSummary[]>('/conversations');
export const fetchConversation = (id: string) => staffJson<StaffConversation>(conversationPath(id));
export const replyToConversation = (id: string, text: string) => staffJson<ChatMessage>(`${conversationPath(id)}/messages`, { method: 'POST', json: { text } });
