/**
 * The inbox: a site's leads for its staff. GET /leads (newest first, filtered, a page at a time) and /leads.csv (the
 * same filter, every page), GET /leads/:id with everything the lead carries, PATCH /leads/:id (status, assignee),
 * POST /leads/:id/notes, and POST /deliveries/:id/send-again, which queues a delivery for the outbox worker again.
 * Every change and export is written to the audit log. A lead of another site is not found, as one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseZonedIso } from '../../runtime/site/zoned-time.ts';
import type { LeadDetail, LeadList } from '../../runtime/site/staff-api.ts';
import { tenantOf } from '../api/context.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { csv, LEAD_CSV_COLUMNS, leadRow } from '../leads-csv.ts';
import { carById } from '../stock/site-cars.ts';
import { leadDeliveryStore } from '../store/lead-deliveries.ts';
import { openLeadStore, PUBLIC_ID } from '../store/leads.ts';
import { openLeadWorkflowStore, type InboxLead, type InboxQuery } from '../store/lead-workflow.ts';
import { staffOf, type Staff } from './auth.ts';
import { leadSummary, messageOf, toLeadDelivery } from './lead-views.ts';
import { deliveryParams, leadFilterSchema, leadParams, leadUpdateSchema, noteSchema } from './schemas.ts';
import type { StaffContext } from './staff-context.ts';
import { staffStoreOf } from './staff-store.ts';

export const INBOX_PAGE_SIZE = 50;
/** The CSV export reads the filter's leads this many at a time. */
const EXPORT_BATCH = 500;

type Filter = z.output<typeof leadFilterSchema>;
type Cursor = NonNullable<InboxQuery['after']>;

const cursorOf = (lead: InboxLead) => Buffer.from(JSON.stringify([lead.createdAt, lead.publicId])).toString('base64url');

function readCursor(before: string): Cursor {
  try {
    const [createdAt, publicId] = JSON.parse(Buffer.from(before, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof publicId === 'string' && PUBLIC_ID.test(publicId)) return { createdAt, publicId };
  } catch {
    // Not JSON: refused below, as anything else that is not a page of ours.
  }
  throw new ApiError('bad_request', 'The request is not valid', [{ path: 'before', message: 'Not a page of this list; start from the first page' }]);
}

/** The filter as the store reads it: dates are whole days in the site's time zone. */
function inboxQuery(filter: Filter, timeZone: string, limit: number): InboxQuery {
  const { from, to, before, ...rest } = filter;
  return {
    ...rest,
    ...(from ? { since: parseZonedIso(from, timeZone, 'start').toISOString() } : {}),
    ...(to ? { until: parseZonedIso(to, timeZone, 'end').toISOString() } : {}),
    ...(before ? { after: readCursor(before) } : {}),
    limit,
  };
}

export async function staffLeadRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  await openLeadStore(context.sql);
  const staff = await staffStoreOf(context.sql);
  const workflow = await openLeadWorkflowStore(context.sql);
  const deliveries = leadDeliveryStore(context.sql);

  const audit = (who: Staff, what: string, leadId: number | null = null) =>
    staff.audit({ tenant: who.tenant, memberId: who.member.id, leadId, what }, new Date());

  async function leadOf(who: Staff, request: FastifyRequest): Promise<InboxLead> {
    const { id } = parseBody(leadParams, request.params);
    const lead = PUBLIC_ID.test(id) ? await workflow.find(who.tenant, id) : undefined;
    if (!lead) throw new ApiError('not_found', 'No such lead');
    return lead;
  }

  async function detail(request: FastifyRequest, who: Staff, lead: InboxLead): Promise<LeadDetail> {
    const tenant = tenantOf(context, request);
    const [rows, notes, history] = await Promise.all([
      workflow.deliveries(who.tenant, [lead.id]),
      workflow.notes(who.tenant, lead.id),
      staff.history(who.tenant, lead.id),
    ]);
    const message = messageOf(lead, tenant);
    const carId = message.car?.id ?? lead.carId;
    // A car sold since has no photo to show; a search engine out of reach leaves the photo out, not the lead.
    const car = carId === null ? null : await carById(context.stockFor(tenant), tenant, carId).catch(() => null);
    return {
      ...leadSummary(lead, rows),
      message,
      carPhoto: car?.primary_image_url ?? null,
      notes,
      deliveries: rows.map(toLeadDelivery),
      history,
    };
  }

  app.get('/leads', async (request): Promise<LeadList> => {
    const who = await staffOf(context, request);
    const filter = parseBody(leadFilterSchema, request.query);
    const page = await workflow.list(who.tenant, inboxQuery(filter, tenantOf(context, request).timeZone, INBOX_PAGE_SIZE + 1));
    const shown = page.slice(0, INBOX_PAGE_SIZE);
    const rows = await workflow.deliveries(
      who.tenant,
      shown.map((lead) => lead.id),
    );
    return {
      leads: shown.map((lead) =>
        leadSummary(
          lead,
          rows.filter((row) => row.leadId === lead.id),
        ),
      ),
      next: page.length > INBOX_PAGE_SIZE ? cursorOf(shown.at(-1)!) : null,
    };
  });

  app.get('/leads.csv', async (request, reply) => {
    const who = await staffOf(context, request);
    const { before: _before, ...filter } = parseBody(leadFilterSchema, request.query);
    const timeZone = tenantOf(context, request).timeZone;
    const rows: unknown[][] = [[...LEAD_CSV_COLUMNS, 'status', 'assignee']];
    for (let after: Cursor | undefined, more = true; more;) {
      const batch = await workflow.list(who.tenant, { ...inboxQuery(filter, timeZone, EXPORT_BATCH), ...(after ? { after } : {}) });
      for (const lead of batch) rows.push([...leadRow({ ...lead, id: lead.publicId }), lead.status, lead.assignee?.email]);
      more = batch.length === EXPORT_BATCH;
      after = batch.length ? { createdAt: batch.at(-1)!.createdAt, publicId: batch.at(-1)!.publicId } : undefined;
    }
    await audit(who, `exported ${rows.length - 1} leads as CSV`);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${who.tenant}-leads.csv"`)
      .send(csv(rows));
  });

  app.get('/leads/:id', async (request) => {
    const who = await staffOf(context, request);
    return detail(request, who, await leadOf(who, request));
  });

  app.patch('/leads/:id', async (request) => {
    const who = await staffOf(context, request);
    const lead = await leadOf(who, request);
    const update = parseBody(leadUpdateSchema, request.body);
    const now = new Date();
    if (update.status !== undefined && update.status !== lead.status) {
      await workflow.setStatus(who.tenant, lead.id, update.status, now);
      await audit(who, `status: ${lead.status} → ${update.status}`, lead.id);
    }
    if (update.assignee !== undefined && update.assignee !== (lead.assignee?.id ?? null)) {
      const assignee = update.assignee === null ? null : await staff.member(who.tenant, update.assignee);
      if (assignee === undefined)
        throw new ApiError('bad_request', 'The request is not valid', [{ path: 'assignee', message: 'Not a member of this site’s staff' }]);
      await workflow.setAssignee(who.tenant, lead.id, assignee?.id ?? null, now);
      await audit(who, assignee ? `assigned to ${assignee.email}` : 'unassigned', lead.id);
    }
    return detail(request, who, (await workflow.find(who.tenant, lead.publicId))!);
  });

  app.post('/leads/:id/notes', async (request, reply) => {
    const who = await staffOf(context, request);
    const lead = await leadOf(who, request);
    const { text } = parseBody(noteSchema, request.body);
    const note = await workflow.addNote(who.tenant, lead.id, { id: who.member.id, email: who.member.email }, text, new Date());
    await audit(who, 'note added', lead.id);
    return reply.code(201).send(note);
  });

  app.post('/deliveries/:id/send-again', async (request, reply) => {
    const who = await staffOf(context, request);
    const { id } = parseBody(deliveryParams, request.params);
    const leadId = await workflow.deliveryLead(who.tenant, id);
    if (leadId === undefined) throw new ApiError('not_found', 'No such delivery');
    await deliveries.retry(who.tenant, { deliveryId: id }, Date.now());
    context.leadStored?.();
    await audit(who, 'delivery sent again', leadId);
    return reply.code(202).send({ queued: true });
  });
}
