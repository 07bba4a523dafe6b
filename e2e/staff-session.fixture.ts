/**
 * A staff member of a site, signed in the way the staff pages sign people in: invited with `dealer-gen staff invite`
 * beside the running server (its data directory, mail to the SMTP sink), then through the link that mail carries.
 */
import { execa } from 'execa';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PACKAGE_ROOT } from '../cli/lib/workspace.ts';
import { watchForErrors, type RunningSites } from './harness.ts';
import { DEALER_BIN } from './serve-process.ts';
import type { SmtpSink } from './smtp-sink.ts';

const MAIL_WAIT_MS = 15_000;

export const mailsTo = (sink: SmtpSink, address: string) =>
  sink.received.filter(({ envelope }) => envelope.rcptTo.some((to) => to.address.toLowerCase() === address.toLowerCase()));

/** The token of the sign-in link in the newest mail to `address`, once more than `seen` mails have reached it. */
export async function linkTokenFor(sink: SmtpSink, address: string, seen: number): Promise<string> {
  await expect
    .poll(() => mailsTo(sink, address).length, { timeout: MAIL_WAIT_MS, interval: 100, message: `no sign-in link mailed to ${address}` })
    .toBeGreaterThan(seen);
  const { mail } = mailsTo(sink, address).at(-1)!;
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  const token = /\/staff\/sign-in\?[^\s"'<>]*?\btoken=([^&\s"'<>]+)/.exec(text)?.[1];
  expect(token, `a sign-in link in the mail to ${address}:\n${text}`).toBeTruthy();
  return decodeURIComponent(token!);
}

/** `dealer-gen staff invite`, as an operator runs it beside the server, with the server's data and SMTP settings. */
export async function inviteByCli(sites: RunningSites, sink: SmtpSink, mailFrom: string, slug: string, email: string, admin: boolean): Promise<void> {
  const result = await execa(process.execPath, [DEALER_BIN, 'staff', 'invite', slug, email, ...(admin ? ['--admin'] : []), '--data-dir', sites.dataDir], {
    cwd: PACKAGE_ROOT,
    reject: false,
    env: { NO_COLOR: '1', CI: 'true', DEALER_SMTP_URL: sink.url, DEALER_MAIL_FROM: mailFrom },
  });
  expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** A browser of its own signed in through the link with `token`: it lands in the inbox, with the member in the nav. */
export async function signInStaff(
  browser: Browser,
  sites: RunningSites,
  slug: string,
  email: string,
  token: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(sites.url(slug, `/staff/sign-in?token=${encodeURIComponent(token)}`));
  await page.waitForURL((url) => url.pathname === '/staff' && !url.search.includes('token'));
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  await expect.poll(() => page.getByRole('navigation', { name: 'Staff' }).textContent()).toContain(email);
  return { context, page, errors };
}

/** A request the page makes itself, with its cookies and origin: Node cannot resolve the sites' *.localhost names, Chromium can. */
export async function pageRequest(
  page: Page,
  path: string,
  { method = 'GET', data }: { method?: string; data?: unknown } = {},
): Promise<{ status: number; contentType: string; text: string }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }) });
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
    },
    { path, method, body: data === undefined ? undefined : JSON.stringify(data) },
  );
}
