/** The chat's payloads (runtime/site/staff-api.ts), checked at the edge and cleaned as the lead forms' are. */
import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../runtime/site/staff-api.ts';
import { email, id, line, multiLineText, phone, short } from '../api/lead-schemas.ts';

const text = multiLineText(CHAT_MESSAGE_MAX_LENGTH);

export const chatStartSchema = z.strictObject({
  text,
  carId: id.optional(),
  name: short.optional(),
  email: email.optional(),
  phone: phone.optional(),
  pageUrl: line(2000).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
});

export const chatMessageSchema = z.strictObject({ text });

export const afterQuerySchema = z.strictObject({ after: z.string().max(20).optional() });
