/**
 * The dealership's own screen end to end: an admin invited with `dealer-gen staff invite` signs in through the link
 * the SMTP sink received, sees a shopper's lead arrive in the inbox without a reload, works it (status, note,
 * assignee) and exports the CSV the inbox's filter names; invites a member from the Team page; a member of one site
 * gets 404 for another site's lead; a used or expired link is refused with its message. Two sample tenants on the
 * real server, its mail going to an SMTP sink on loopback; the link's 15 minutes pass on the server's clock (Date
 * faked in this process, where the server runs). The chat's part is in chat.e2e.ts.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../cli/lib/stock/csv.ts';
import { STAFF_LINK_ERRORS, STAFF_LINK_MINUTES, STAFF_POLL_MS } from '../runtime/site/staff-api.ts';
import { INBOX_TEXTS } from '../runtime/ui/staff/Inbox.tsx';
import { LEAD_TEXTS } from '../runtime/ui/staff/LeadPage.tsx';
import { SIGN_IN_TEXTS } from '../runtime/ui/staff/SignIn.tsx';
import { TEAM_TEXTS } from '../runtime/ui/staff/Team.tsx';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';
import { launchBrowser, screenshot, startSites, waitForLive, type RunningSites } from './harness.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import {
  inviteByCli as inviteByCliFixture,
  linkTokenFor as linkTokenForFixture,
  mailsTo as mailsToFixture,
  pageRequest,
  signInStaff,
} from './staff-session.fixture.ts';

/** The site whose staff work here, and another site. */
const A = 'coastal-nissan';
const B = 'harbourside-auto-group';
const ADMIN = 'sales.manager@coastal-nissan.example.com';
const MEMBER = 'jo.sales@coastal-nissan.example.com';
const B_ADMIN = 'manager@harbourside.example.com';
const MAIL_FROM = 'staff@dealer-gen.example.com';
const SHOPPER = { name: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '0412 345 678' };
const NOTE = 'Called Grace: photos sent, she will come in on Saturday.';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let sink: SmtpSink;
let sites: RunningSites;
let browser: Browser;
/** The admin's first link, used once by the first test. */
let firstToken = '';
/** The lead the shopper sends, as the inbox names it. */
let leadId = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  // Staff links are e-mailed with lead delivery's SMTP settings: with DEALER_SMTP_URL set, even the demo sends its mail there.
  [sites, browser] = await Promise.all([
    startSites([A, B], 60, undefined, { delivery: { smtpUrl: sink.url, mailFrom: `Dealer staff <${MAIL_FROM}>` } }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await browser?.close();
  await sites?.close();
  await sink?.close();
});

const mailsTo = (address: string) => mailsToFixture(sink, address);
const linkTokenFor = (address: string, seen: number) => linkTokenForFixture(sink, address, seen);
const inviteByCli = (slug: string, email: string, admin: boolean) => inviteByCliFixture(sites, sink, MAIL_FROM, slug, email, admin);
const signIn = (slug: string, email: string, token: string, viewport = WIDE) => signInStaff(browser, sites, slug, email, token, viewport);

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.staff').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the page is no wider than the window: a wide table scrolls in its own region. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The lead ids the inbox lists, from its links. */
const inboxIds = async (page: Page) =>
  (await page.locator('.staff-leads a[href^="/staff/leads/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map((href) =>
    decodeURIComponent(href.slice('/staff/leads/'.length)),
  );

describe('the staff inbox', () => {
  it('signs in an invited admin by e-mailed link; a shopper’s lead appears without a reload; status, note and assignee stick; the CSV matches', async () => {
    await inviteByCli(A, ADMIN, true);
    firstToken = await linkTokenFor(ADMIN, 0);
    const { context, page: inbox, errors } = await signIn(A, ADMIN, firstToken);
    await inbox.getByText(INBOX_TEXTS.none).waitFor();
    expect(await axeViolations(inbox)).toEqual([]);

    // The admin invites a member from the Team page (the admin API); the member is e-mailed a link.
    await inbox.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Team' }).click();
    await inbox.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await inbox.getByLabel('E-mail', { exact: true }).fill(MEMBER);
    await inbox.getByLabel('Role').selectOption('staff');
    await inbox.getByRole('button', { name: 'Send invitation' }).click();
    await inbox.getByText(TEAM_TEXTS.invited(MEMBER)).waitFor();
    await inbox.getByRole('rowheader', { name: MEMBER }).waitFor();
    await linkTokenFor(MEMBER, 0);
    expect(await axeViolations(inbox)).toEqual([]);
    await inbox.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Inbox' }).click();
    await inbox.getByText(INBOX_TEXTS.none).waitFor();
    // Marks this document: after the lead arrives it must still be the same one, not a reload.
    await inbox.evaluate(() => ((window as unknown as { staffInboxStayed: boolean }).staffInboxStayed = true));

    // A shopper asks for more photos of a car on the shop side.
    const car = wholeHits(sites.server.engine, 'Car_production', {
      filter: 'location.id IN [21, 22] AND show_on_dealer_website = true AND status = in_stock',
      limit: 1,
    })[0] as { id: number; slug: string; stocknum?: string };
    const shop = await browser.newPage({ viewport: WIDE });
    const shopRequests: string[] = [];
    shop.on('request', (request) => shopRequests.push(request.url()));
    await shop.goto(sites.url(A, `/cars/${car.slug}`));
    await waitForLive(shop);
    await shop.getByRole('button', { name: 'Request More Photos' }).click();
    await shop.locator(`#photo-request-${car.id}`).waitFor();
    await shop.fill(`#photo-request-${car.id}-name`, SHOPPER.name);
    await shop.fill(`#photo-request-${car.id}-email`, SHOPPER.email);
    await shop.fill(`#photo-request-${car.id}-phone`, SHOPPER.phone);
    await shop.getByRole('button', { name: 'Request Photos' }).click();
    await shop.waitForURL(/\/success$/);
    // The shop's pages never load the staff pages' code.
    expect(shopRequests.filter((url) => /\/assets\/Staff/.test(url))).toEqual([]);
    await shop.close();

    // The inbox asks again every STAFF_POLL_MS: the lead appears, and is read out politely.
    const row = inbox.getByRole('rowheader', { name: new RegExp(SHOPPER.name) });
    await expect.poll(() => row.count(), { timeout: STAFF_POLL_MS * 3, interval: 200 }).toBe(1);
    expect(await inbox.locator('.staff-arrivals[role="status"]').textContent()).toBe('1 new lead');
    expect(await inbox.evaluate(() => (window as unknown as { staffInboxStayed?: boolean }).staffInboxStayed)).toBe(true);
    leadId = (await inboxIds(inbox))[0]!;
    expect(await inbox.locator('.staff-leads tbody tr').first().textContent()).toContain('Photo request');
    await screenshot(inbox, 'staff-inbox-1280');

    // The lead's page: everything it carried.
    await row.getByRole('link').click();
    const lead = inbox;
    await lead.getByRole('heading', { level: 1, name: SHOPPER.name }).waitFor();
    expect(await lead.getByRole('link', { name: SHOPPER.email }).getAttribute('href')).toBe(`mailto:${SHOPPER.email}`);
    const carSection = lead.getByRole('region', { name: 'Car', exact: true });
    expect(await carSection.getByRole('link').first().getAttribute('href')).toContain(`/cars/${car.slug}`);
    await expect.poll(() => carSection.locator('img').count()).toBe(1);

    // Status, a note and an assignee, each saved as it is made.
    const save = lead.getByRole('region', { name: 'Handling', exact: true }).getByRole('button', { name: 'Save' });
    await lead.getByLabel('Status').selectOption('contacted');
    await save.click();
    await lead.getByText(LEAD_TEXTS.saved).waitFor();
    await lead.getByLabel('Add a note').fill(NOTE);
    await lead.getByRole('button', { name: 'Add note' }).click();
    const notes = lead.getByRole('region', { name: 'Notes', exact: true });
    // The note is listed with who wrote it once the server has saved it.
    await expect.poll(() => notes.getByRole('listitem').filter({ hasText: NOTE }).textContent()).toContain(ADMIN);
    const member = await lead.locator('#lead-assignee option', { hasText: MEMBER }).getAttribute('value');
    await lead.getByLabel('Assigned to').selectOption(member!);
    // By keyboard: Save is where focus was.
    await save.focus();
    await lead.keyboard.press('Enter');
    await expect.poll(() => lead.getByRole('region', { name: 'History', exact: true }).textContent()).toContain(MEMBER);
    expect(await lead.getByRole('region', { name: 'History', exact: true }).locator('li').count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(lead)).toEqual([]);
    await screenshot(lead, 'staff-lead-1280');

    // As the server has it, after a reload.
    await lead.reload();
    await lead.getByRole('heading', { level: 1, name: SHOPPER.name }).waitFor();
    expect(await lead.getByLabel('Status').inputValue()).toBe('contacted');
    expect(await lead.getByLabel('Assigned to').inputValue()).toBe(member);
    await lead.getByText(NOTE).waitFor();

    // The CSV of the filter the inbox shows lists the same leads, as worked.
    await lead.getByRole('link', { name: 'Back to the inbox' }).click();
    await lead.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await lead.getByLabel('Search leads').fill(SHOPPER.email);
    await lead.getByLabel('Search leads').press('Enter');
    await lead.waitForURL((url) => url.searchParams.get('q') === SHOPPER.email);
    await expect.poll(() => inboxIds(lead)).toEqual([leadId]);
    await lead.getByLabel('Status').selectOption('contacted');
    await lead.waitForURL((url) => url.searchParams.get('status') === 'contacted');
    await expect.poll(() => inboxIds(lead)).toEqual([leadId]);
    const href = await lead.getByRole('link', { name: INBOX_TEXTS.csv }).getAttribute('href');
    expect(href).toBe(`/api/staff/leads.csv?q=${encodeURIComponent(SHOPPER.email).replace(/%20/g, '+')}&status=contacted`);
    const csv = await pageRequest(lead, href!);
    expect(csv.status).toBe(200);
    expect(csv.contentType).toMatch(/^text\/csv/);
    const { header, rows } = parseCsv(csv.text);
    expect(header.length).toBeGreaterThan(3);
    expect(rows).toHaveLength(1);
    const cells = rows[0]!.join('\n');
    for (const value of [leadId, SHOPPER.email, 'contacted', MEMBER]) expect(cells).toContain(value);
    // A status no lead has: the inbox and the CSV are both empty.
    await lead.getByLabel('Status').selectOption('won');
    await lead.getByText(INBOX_TEXTS.noneMatch).waitFor();
    const none = await pageRequest(lead, (await lead.getByRole('link', { name: INBOX_TEXTS.csv }).getAttribute('href'))!);
    expect(parseCsv(none.text).rows).toHaveLength(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at a phone’s width, without the page scrolling sideways, and by keyboard', async () => {
    const { context, page, errors } = await signIn(A, ADMIN, await requestLinkFor(A, ADMIN), PHONE);
    await page.locator('.staff-leads').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-inbox-390');
    // The skip link comes first in the keyboard's order; the search box searches on Enter.
    expect(await page.locator('a[href], button, input, select, textarea, [tabindex="0"]').first().textContent()).toBe('Skip to content');
    await page.getByLabel('Search leads').focus();
    await page.keyboard.type('nobody-at-all@example.com');
    await page.keyboard.press('Enter');
    await page.getByText(INBOX_TEXTS.noneMatch).waitFor();
    await page.goto(sites.url(A, `/staff/leads/${encodeURIComponent(leadId)}`));
    await page.getByRole('heading', { level: 1, name: SHOPPER.name }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(sites.url(A, '/staff/reports'));
    await page.getByRole('table', { name: 'Car views and leads per day' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-reports-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the report: views and leads per day, leads by kind, the most viewed cars', async () => {
    const { context, page, errors } = await signIn(A, ADMIN, await requestLinkFor(A, ADMIN));
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' }).click();
    const days = page.getByRole('table', { name: 'Car views and leads per day' });
    await days.waitFor();
    const leadsPerDay = await days
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[1]?.textContent?.replace(/,/g, ''))));
    expect(leadsPerDay.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('region', { name: 'Leads by kind' }).textContent()).toContain('Photo request');
    expect(await page.getByRole('region', { name: 'Most viewed cars' }).locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-reports-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A fresh link for `email`, asked for on the sign-in page as a member would. */
async function requestLinkFor(slug: string, email: string): Promise<string> {
  const seen = mailsTo(email).length;
  const page = await browser.newPage({ viewport: WIDE });
  await page.goto(sites.url(slug, '/staff/sign-in'));
  await waitForLive(page);
  await page.getByLabel('Your work e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByText(SIGN_IN_TEXTS.sent(email)).waitFor();
  await page.close();
  return linkTokenFor(email, seen);
}

describe('staff access', () => {
  it('sends a visitor with no staff session to sign in, and back after', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(sites.url(A, '/staff/reports'));
    await page.waitForURL((url) => url.pathname === '/staff/sign-in' && url.searchParams.get('next') === '/staff/reports');
    await page.getByRole('heading', { level: 1, name: SIGN_IN_TEXTS.title }).waitFor();
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const token = await requestLinkFor(A, ADMIN);
    await page.goto(sites.url(A, `/staff/sign-in?next=${encodeURIComponent('/staff/reports')}&token=${encodeURIComponent(token)}`));
    await page.waitForURL((url) => url.pathname === '/staff/reports');
    await context.close();
  });

  it("gives a member of one site 404 for another site's lead, and no session there", async () => {
    // A lead on site B, from its shop side.
    const enquiry = {
      kind: 'enquiry',
      category: 'Sales Enquiry',
      url: '/contact',
      source: 'Website',
      user_agent: 'e2e',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      fields: { name: 'Other Shopper', email: 'other.shopper@example.com', phone: '0412345679', message: 'Hello B' },
    };
    const sent = await sites.server.app.inject({ method: 'POST', url: '/api/leads', headers: { host: `${B}.localhost:${sites.port}` }, payload: enquiry });
    expect(sent.statusCode, sent.body).toBe(201);
    const bLead = (sent.json() as { lead_id: string }).lead_id;

    // B's admin sees it; A's admin is told it is not there, by the API and the page.
    await inviteByCli(B, B_ADMIN, true);
    const b = await signIn(B, B_ADMIN, await linkTokenFor(B_ADMIN, 0));
    await expect.poll(() => inboxIds(b.page)).toContain(bLead);
    expect((await pageRequest(b.page, `/api/staff/leads/${encodeURIComponent(leadId)}`)).status).toBe(404);
    await b.context.close();

    const a = await signIn(A, ADMIN, await requestLinkFor(A, ADMIN));
    expect(await inboxIds(a.page)).not.toContain(bLead);
    expect((await pageRequest(a.page, `/api/staff/leads/${encodeURIComponent(bLead)}`)).status).toBe(404);
    expect((await pageRequest(a.page, `/api/staff/leads/${encodeURIComponent(bLead)}`, { method: 'PATCH', data: { status: 'won' } })).status).toBe(404);
    await a.page.goto(sites.url(A, `/staff/leads/${encodeURIComponent(bLead)}`));
    await a.page.getByText(LEAD_TEXTS.missing).waitFor();
    // A's session cookie sent to B's host is no session at all there.
    const cookies = (await a.context.cookies(sites.url(A, '/'))).map((c) => `${c.name}=${c.value}`).join('; ');
    const across = await sites.server.app.inject({ url: '/api/staff/leads', headers: { host: `${B}.localhost:${sites.port}`, cookie: cookies } });
    expect(across.statusCode).toBe(401);
    await a.context.close();
  });

  it('lets a staff member (not an admin) see the team but not invite or remove', async () => {
    const { context, page, errors } = await signIn(A, MEMBER, await requestLinkFor(A, MEMBER));
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Team' }).click();
    await page.getByRole('rowheader', { name: new RegExp(ADMIN) }).waitFor();
    await page.getByText(TEAM_TEXTS.staffOnly).waitFor();
    expect(await page.getByRole('button', { name: /Send invitation|Remove/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    const refused = await pageRequest(page, '/api/staff/members', { method: 'POST', data: { email: 'sneaky@example.com', role: 'admin' } });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

describe('sign-in links', () => {
  it('refuses a link used before, with its message and the form to ask again', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(sites.url(A, `/staff/sign-in?token=${encodeURIComponent(firstToken)}`));
    await page.getByRole('alert').filter({ hasText: STAFF_LINK_ERRORS.used }).waitFor();
    expect(new URL(page.url()).search).not.toContain('token');
    await page.getByLabel('Your work e-mail').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-sign-in-used');
    await context.close();
  });

  it(`refuses a link older than ${STAFF_LINK_MINUTES} minutes, with its message`, async () => {
    const token = await requestLinkFor(A, MEMBER);
    // Only Date: the server's timers keep running, but the link's age is read from a clock past its end.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (STAFF_LINK_MINUTES * 60 + 5) * 1000 });
    try {
      const context = await browser.newContext({ viewport: WIDE });
      const page = await context.newPage();
      await page.goto(sites.url(A, `/staff/sign-in?token=${encodeURIComponent(token)}`));
      await page.getByRole('alert').filter({ hasText: STAFF_LINK_ERRORS.expired }).waitFor();
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
      await context.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
