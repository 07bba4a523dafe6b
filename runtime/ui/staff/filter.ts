/**
 * The inbox's filter as it lives in the page's address (`/staff?status=new&q=ada`) and in the API's query: the same
 * names, so a copied address, the CSV link and the request all say the same thing. What does not parse is left out.
 */
import { LEAD_STATUSES, type LeadFilter, type LeadStatus } from '@dealer/site/staff-api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_KEYS = ['kind', 'category', 'q', 'assignee', 'before'] as const;

export function filterFromSearch(search: string): LeadFilter {
  const params = new URLSearchParams(search);
  const filter: LeadFilter = {};
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  const status = params.get('status');
  if ((LEAD_STATUSES as readonly string[]).includes(status ?? '')) filter.status = status as LeadStatus;
  const location = Number(params.get('location'));
  if (Number.isInteger(location) && location > 0) filter.location = location;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DATE.test(value)) filter[key] = value;
  }
  return filter;
}

/** The filter as a query string, without its empty parts, in a fixed order. */
export function filterQuery(filter: LeadFilter): string {
  const order: (keyof LeadFilter)[] = ['q', 'kind', 'category', 'location', 'status', 'from', 'to', 'assignee', 'before'];
  const params = new URLSearchParams();
  for (const key of order) {
    const value = filter[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Whether the inbox shows every lead, so an empty inbox can say which it is. */
export const isFiltered = (filter: LeadFilter) => filterQuery({ ...filter, before: undefined }) !== '';
