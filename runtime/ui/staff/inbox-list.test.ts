import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '@dealer/site/staff-api';
import { arrivalText, mergeFirstPage } from './inbox-list';

const lead = (id: string, status: LeadSummary['status'] = 'new'): LeadSummary => ({
  id,
  createdAt: '2026-11-27T01:00:00.000Z',
  kind: 'enquiry',
  category: 'Sales Enquiry',
  status,
  name: `Shopper ${id}`,
  email: null,
  phone: null,
  car: null,
  location: null,
  assignee: null,
  delivery: null,
});

describe('the inbox first page asked for again', () => {
  it('puts arrived leads on top, replaces changed ones in place and keeps the pages loaded below', () => {
    const shown = [lead('c'), lead('b'), lead('a')];
    const { leads, added } = mergeFirstPage(shown, [lead('e'), lead('d'), lead('c', 'contacted')]);
    expect(added).toBe(2);
    expect(leads.map((l) => `${l.id}:${l.status}`)).toEqual(['e:new', 'd:new', 'c:contacted', 'b:new', 'a:new']);
  });

  it('adds nothing when nothing arrived', () => {
    const shown = [lead('b'), lead('a')];
    expect(mergeFirstPage(shown, [lead('b'), lead('a')])).toEqual({ leads: shown, added: 0 });
  });

  it('says how many arrived', () => {
    expect(arrivalText(1)).toBe('1 new lead');
    expect(arrivalText(3)).toBe('3 new leads');
  });
});
