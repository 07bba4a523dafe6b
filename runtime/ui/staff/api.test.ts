import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_LINK_ERRORS } from '@dealer/site/staff-api';
import { addNote, fetchLeads, fetchReport, inviteMember, leadsCsvUrl, removeMember, sendAgain, signIn, updateLead, whenSignedOut } from './api';
import { ApiCallError } from '../account/api';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? answer(500));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const call = (fetch: ReturnType<typeof mockFetch>, i = 0) => {
  const [url, init] = fetch.mock.calls[i] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)), headers: init.headers };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff pages’ calls to the server', () => {
  it('asks for leads with the filter as its query, and the next page by its cursor', async () => {
    const fetch = mockFetch(answer(200, { leads: [], next: 'c9' }));
    await expect(fetchLeads({ status: 'new', q: 'ada@example.com', before: 'c1' })).resolves.toEqual({ leads: [], next: 'c9' });
    expect(call(fetch)).toMatchObject({ url: '/api/staff/leads?q=ada%40example.com&status=new&before=c1', method: 'GET' });
  });

  it('links the CSV of the whole filter, not of one page', () => {
    expect(leadsCsvUrl({ kind: 'test-drive', before: 'c1' })).toBe('/api/staff/leads.csv?kind=test-drive');
    expect(leadsCsvUrl({})).toBe('/api/staff/leads.csv');
  });

  it('sends each change as the contract says', async () => {
    const fetch = mockFetch(answer(200, { id: 'l1' }), answer(201, { id: 'n1' }), answer(202), answer(201, { id: 'm2' }), answer(204));
    await updateLead('l1', { status: 'contacted', assignee: null });
    await addNote('l1', 'Called back');
    await sendAgain('d/1');
    await inviteMember({ email: 'jo@example.com', role: 'admin' });
    await removeMember('m2');
    expect(fetch.mock.calls.map((_, i) => call(fetch, i))).toEqual([
      expect.objectContaining({ url: '/api/staff/leads/l1', method: 'PATCH', body: { status: 'contacted', assignee: null } }),
      expect.objectContaining({ url: '/api/staff/leads/l1/notes', method: 'POST', body: { text: 'Called back' } }),
      expect.objectContaining({ url: '/api/staff/deliveries/d%2F1/send-again', method: 'POST', body: undefined }),
      expect.objectContaining({ url: '/api/staff/members', method: 'POST', body: { email: 'jo@example.com', role: 'admin' } }),
      expect.objectContaining({ url: '/api/staff/members/m2', method: 'DELETE' }),
    ]);
  });

  it('asks for a report over the dates given, and only those', async () => {
    const fetch = mockFetch(answer(200, {}), answer(200, {}));
    await fetchReport({ from: '2026-11-01', to: '2026-11-27' });
    await fetchReport({ from: undefined });
    expect(call(fetch, 0).url).toBe('/api/staff/reports?from=2026-11-01&to=2026-11-27');
    expect(call(fetch, 1).url).toBe('/api/staff/reports');
  });

  it('fails with the server’s message and code for a refused sign-in link', async () => {
    mockFetch(answer(400, { error: STAFF_LINK_ERRORS.used, code: 'used' }));
    const error = await signIn('t0k3n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ message: STAFF_LINK_ERRORS.used, status: 400, code: 'used' });
  });

  it('tells its listeners when the session is gone (401), and only then', async () => {
    mockFetch(answer(403, { error: 'Only an admin can do that' }), answer(401, { error: 'Sign in' }));
    const listener = vi.fn();
    const stop = whenSignedOut(listener);
    await expect(removeMember('m1')).rejects.toMatchObject({ status: 403, message: 'Only an admin can do that' });
    expect(listener).not.toHaveBeenCalled();
    await expect(fetchLeads({})).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
