/** What the staff routes accept, checked at the boundary: a mismatch is a 400 listing every problem (../api/errors.ts). */
import { z } from 'zod';
import { LEAD_STATUSES, STAFF_ROLES } from '../../runtime/site/staff-api.ts';
import { PUBLIC_ID } from '../store/leads.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = z
  .string()
  .regex(DATE, 'A date like 2026-03-01')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date in the calendar');
export const emailSchema = z.email('Enter an e-mail address like jo@example.com').max(254);
/** A staff member's id: 128 random bits as hex, as leads' public ids are. */
export const memberId = z.string().regex(PUBLIC_ID, 'Not a staff member');

export const signInLinkSchema = z.strictObject({ email: emailSchema });
export const signInSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const inviteSchema = z.strictObject({ email: emailSchema, role: z.enum(STAFF_ROLES) });
export const memberParams = z.strictObject({ id: memberId });

/** GET /leads and /leads.csv: LeadFilter, as query strings carry it. */
export const leadFilterSchema = z
  .strictObject({
    kind: z.string().min(1).max(50).optional(),
    category: z.string().min(1).max(100).optional(),
    location: z.coerce.number().int().positive().optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    from: date.optional(),
    to: date.optional(),
    q: z.string().max(100).optional(),
    assignee: memberId.optional(),
    before: z.string().max(200).optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: 'The start date is after the end date', path: ['from'] });

export const leadParams = z.strictObject({ id: z.string() });
export const leadUpdateSchema = z
  .strictObject({ status: z.enum(LEAD_STATUSES).optional(), assignee: memberId.nullable().optional() })
  .refine((update) => update.status !== undefined || update.assignee !== undefined, { message: 'Give a status or an assignee', path: [] });
export const noteSchema = z.strictObject({ text: z.string().trim().min(1, 'Write the note first').max(4000) });
export const deliveryParams = z.strictObject({ id: z.uuid('Not a delivery') });

/** Reports cover at most a year, a month when no dates are given. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
export const reportQuerySchema = z
  .strictObject({ from: date.optional(), to: date.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'The start date is after the end date', path: ['from'] });
