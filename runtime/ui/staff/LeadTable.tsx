import type { LeadSummary } from '@dealer/site/staff-api';
import { formatDateTime } from '@dealer/site/dates';
import { STAFF_PATH } from '@dealer/site/staff-api';
import { DELIVERY_LABELS, kindLabel, STATUS_LABELS } from './texts';

export const leadPath = (id: string) => `${STAFF_PATH}/leads/${encodeURIComponent(id)}`;

/** Who the lead is from, as the inbox names it: their name, else how to reach them. */
export const leadName = (lead: Pick<LeadSummary, 'name' | 'email' | 'phone'>) => lead.name ?? lead.email ?? lead.phone ?? 'No name given';

/** The inbox's leads, newest first; a wide table scrolls in its own focusable region on a narrow screen. */
export function LeadTable({ leads }: { leads: readonly LeadSummary[] }) {
  return (
    <div className="staff-table-wrap" role="region" aria-labelledby="staff-leads-caption" tabIndex={0}>
      <table className="staff-table staff-leads">
        <caption id="staff-leads-caption">Leads, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">From</th>
            <th scope="col">Kind</th>
            <th scope="col">Car</th>
            <th scope="col">Location</th>
            <th scope="col">Status</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className={lead.status === 'new' ? 'staff-leads__row--new' : undefined}>
              <td>{formatDateTime(lead.createdAt)}</td>
              <th scope="row">
                <a id={`lead-${lead.id}`} href={leadPath(lead.id)}>
                  {leadName(lead)}
                </a>
                {lead.name && (lead.email ?? lead.phone) && <span className="staff-leads__contact">{lead.email ?? lead.phone}</span>}
              </th>
              <td>
                {kindLabel(lead.kind)}
                <span className="staff-leads__contact">{lead.category}</span>
              </td>
              <td>
                {lead.car ? lead.car.name : '—'}
                {lead.car?.stockNumber && <span className="staff-leads__contact">Stock no. {lead.car.stockNumber}</span>}
              </td>
              <td>{lead.location?.name ?? '—'}</td>
              <td>
                <span className={`staff-status-badge staff-status-badge--${lead.status}`}>{STATUS_LABELS[lead.status]}</span>
              </td>
              <td>{lead.assignee?.email ?? 'Unassigned'}</td>
              <td>{lead.delivery ? <span className={`staff-delivery staff-delivery--${lead.delivery}`}>{DELIVERY_LABELS[lead.delivery]}</span> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
