/**
 * The chat panel's form: the message, and on the first one the shopper's details, which are optional while staff are
 * on and, when the chat takes a message for later, the name and an e-mail or phone every lead form needs.
 */
import type { FieldSpec, FormValues } from '@dealer/forms/fields';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { submissionProblems } from '@dealer/forms/submission-rules';
import { validateFields, type FieldError } from '@dealer/forms/validation';
import { formatCount } from '@dealer/site/numbers';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type ChatStartRequest } from '@dealer/site/staff-api';

export const CHAT_TEXTS = {
  title: 'Instant Message',
  available: (site: string) => `Message ${site} and a member of our team will reply shortly.`,
  away: 'Our team is away right now. Leave a message with your name and an email or phone number, and we will get back to you.',
  about: (car: string) => `About: ${car}`,
  details: 'Your details',
  detailsOptional: 'Your details (optional, so we can also reply by email or text)',
  loading: 'Loading…',
  unavailable: 'The chat is not available right now. Please call us or send an enquiry.',
  sendFailed: 'Your message was not sent. Please try again.',
  taken: 'Thanks, we have your message. A member of our team will get back to you.',
  you: 'You',
  send: 'Send',
  close: 'Close Instant Message',
  messages: 'Messages',
} as const;

export const MESSAGE_FIELD: FieldSpec = {
  name: 'text',
  label: 'Your message',
  kind: 'textarea',
  required: true,
  pattern: { source: `[\\s\\S]{0,${CHAT_MESSAGE_MAX_LENGTH}}`, message: `Please keep your message to ${formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters` },
};

export const contactFieldsFor = (staffAvailable: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name', kind: 'text', required: !staffAvailable, autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
];

/** What stops the message going: the message itself, and the shopper's details as the chat's mode asks for them. */
export function chatProblems(values: FormValues, options: { first: boolean; staffAvailable: boolean }, now = new Date()): FieldError[] {
  if (!options.first) return validateFields([MESSAGE_FIELD], values, now);
  const fields = [MESSAGE_FIELD, ...contactFieldsFor(options.staffAvailable)];
  return options.staffAvailable ? validateFields(fields, values, now) : submissionProblems([{ title: CHAT_TEXTS.title, fields }], values, now);
}

const text = (values: FormValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');

/** The first message as the server takes it: the fields left empty are left out. */
export function chatStart(values: FormValues, context: { carId: number | null; pageUrl: string }): ChatStartRequest {
  const optional = Object.fromEntries(['name', 'email', 'phone', HONEYPOT_FIELD].flatMap((name) => (text(values, name) ? [[name, text(values, name)]] : [])));
  return { text: text(values, 'text'), ...optional, ...(context.carId !== null ? { carId: context.carId } : {}), pageUrl: context.pageUrl };
}

/** The conversation with `incoming` added: each message once, in the order the server numbered them. */
export function withMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  return added.length ? [...current, ...added].sort((a, b) => Number(a.id) - Number(b.id)) : current;
}

export const lastMessageId = (messages: readonly ChatMessage[]): string | null => messages.at(-1)?.id ?? null;
