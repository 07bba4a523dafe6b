/**
 * Instant Message end to end: a shopper opens the chat from a car page's Instant Message button (the car goes with
 * the first message); the conversation appears in the staff's conversation list without a reload; the staff reply
 * appears on the shopper's page (read out: the messages are a live log) and reaches the shopper's e-mail; the
 * conversation is still there after a page load. Parkway Motors, whose car pages open the chat; the real server,
 * its mail going to an SMTP sink on loopback. Staff sign in as in staff.e2e.ts (./staff-session.fixture.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_POLL_MS, STAFF_POLL_MS } from '../runtime/site/staff-api.ts';
import { CHAT_TEXTS } from '../runtime/ui/layout/chat/chat-form.ts';
import { CHAT_STAFF_TEXTS } from '../runtime/ui/staff/chat/texts.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';
import { launchBrowser, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';
import { inviteByCli, linkTokenFor, mailsTo, signInStaff } from './staff-session.fixture.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const SITE = 'parkway-motors';
const STAFF = 'sales@parkway-motors.example.com';
const MAIL_FROM = 'staff@dealer-gen.example.com';
const SHOPPER = { email: 'ada.lovelace@example.com' };
const QUESTION = 'Is this one still available for a test drive on Saturday?';
const REPLY = 'It is! Saturday at 10 works: see you then.';
const WIDE = { width: 1280, height: 900 };

let sink: SmtpSink;
let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [sites, browser] = await Promise.all([
    startSites([SITE], 30, undefined, { demo: false, delivery: { smtpUrl: sink.url, mailFrom: `Parkway Motors <${MAIL_FROM}>` } }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await sites?.close();
  await sink?.close();
});

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Instant Message' });

async function chatViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.chat-launcher').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Instant Message', () => {
  it('a shopper’s chat message appears in the inbox, and the staff reply appears on the shopper’s page', async () => {
    // A staff member is signed in, so the chat says the team is on.
    await inviteByCli(sites, sink, MAIL_FROM, SITE, STAFF, false);
    const staff = await signInStaff(browser, sites, SITE, STAFF, await linkTokenFor(sink, STAFF, 0));

    const [car] = wholeHits(sites.server.engine, 'Car_production', {
      filter: 'location.id IN [41] AND show_on_dealer_website = true AND status = in_stock',
      limit: 1,
    }) as { id: number; slug: string; name?: string }[];
    const shop = await (await browser.newContext({ viewport: WIDE })).newPage();
    const shopErrors = watchForErrors(shop);
    await shop.goto(sites.url(SITE, `/cars/${car!.slug}`));
    await waitForLive(shop);

    // The car page's Instant Message button opens the panel (its own chunk, fetched now) about this car.
    await shop.locator('.cta-buttons [data-action="openAutobot"]:visible').first().click();
    const panel = panelOf(shop);
    await panel.getByText(CHAT_TEXTS.available('Parkway Motors'), { exact: false }).waitFor();
    await panel.locator('.chat-panel__car').waitFor();
    const about = await panel.locator('.chat-panel__car').textContent();
    expect(about).toMatch(/^About: /);
    expect(await shop.evaluate(() => document.activeElement?.id)).toBe('chat-panel-text');
    expect(await chatViolations(shop)).toEqual([]);

    await panel.getByLabel('Your message').fill(QUESTION);
    await panel.getByLabel('Email').fill(SHOPPER.email);
    await panel.getByRole('button', { name: 'Send' }).click();
    const log = panel.getByRole('log', { name: 'Messages' });
    await log.getByText(QUESTION).waitFor();

    // In the staff's conversation list without a reload, with the car and the message waiting.
    const inbox = staff.page;
    await inbox.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Conversations' }).click();
    await inbox.getByRole('heading', { level: 1, name: CHAT_STAFF_TEXTS.title }).waitFor();
    const row = inbox.locator('.staff-conversations tbody tr', { hasText: about!.replace(/^About: /, '') });
    await expect.poll(() => row.count(), { timeout: STAFF_POLL_MS * 3, interval: 200 }).toBe(1);
    expect(await row.textContent()).toContain('1 waiting');

    // The staff member answers from the conversation's page, which shows the shopper's details and car.
    await row.getByRole('link').click();
    await inbox.getByRole('log', { name: 'Messages' }).getByText(QUESTION).waitFor();
    expect(await inbox.getByRole('link', { name: SHOPPER.email }).getAttribute('href')).toBe(`mailto:${SHOPPER.email}`);
    expect(
      await inbox
        .getByRole('region', { name: 'Shopper' })
        .getByRole('link', { name: about!.replace(/^About: /, '') })
        .getAttribute('href'),
    ).toBe(`/cars/${car!.slug}`);
    await inbox.getByLabel('Reply').fill(REPLY);
    await inbox.getByRole('button', { name: CHAT_STAFF_TEXTS.send }).click();
    await inbox.getByText(CHAT_STAFF_TEXTS.sent).waitFor();
    await screenshot(inbox, 'staff-conversation-1280');

    // The reply appears on the shopper's page, in the live log, within a few polls; and reaches their e-mail.
    await expect.poll(() => log.textContent(), { timeout: CHAT_POLL_MS * 3, interval: 200 }).toContain(REPLY);
    await expect.poll(() => mailsTo(sink, SHOPPER.email).length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(mailsTo(sink, SHOPPER.email)[0]!.mail.text).toContain(REPLY);
    await screenshot(shop, 'chat-panel-1280');

    // After a page load the conversation carries on, with both messages.
    await shop.reload();
    await waitForLive(shop);
    await shop.locator('.chat-launcher__button').click();
    await expect.poll(() => panelOf(shop).getByRole('log', { name: 'Messages' }).textContent()).toContain(REPLY);
    expect(await panelOf(shop).getByRole('log', { name: 'Messages' }).textContent()).toContain(QUESTION);
    // Escape closes the panel and gives the focus back to the launcher.
    await shop.keyboard.press('Escape');
    await panelOf(shop).waitFor({ state: 'detached' });
    expect(await shop.evaluate(() => document.activeElement?.className)).toContain('chat-launcher__button');

    expect(shopErrors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
    await shop.context().close();
  });
});
