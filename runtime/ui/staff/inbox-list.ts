/**
 * The inbox's list as its first page is asked for again: leads that arrived go on top, leads on it that changed
 * (a status, an assignee) are replaced where they are, and the pages loaded further down stay as they were.
 */
import type { LeadSummary } from '@dealer/site/staff-api';

export function mergeFirstPage(shown: readonly LeadSummary[], firstPage: readonly LeadSummary[]): { leads: LeadSummary[]; added: number } {
  const known = new Set(shown.map((lead) => lead.id));
  const fresh = new Map(firstPage.map((lead) => [lead.id, lead]));
  const added = firstPage.filter((lead) => !known.has(lead.id));
  return { leads: [...added, ...shown.map((lead) => fresh.get(lead.id) ?? lead)], added: added.length };
}

/** What a screen reader hears when leads arrive while the inbox is open. */
export function arrivalText(added: number): string {
  return added === 1 ? '1 new lead' : `${added} new leads`;
}
