import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { adfDocument } from './adf.ts';
import { mailTransport, sendLeadEmail, type LeadEmail } from './email.ts';
import { leadMessage } from './lead-message.fixture.ts';
import { leadSummary } from './lead-summary.ts';

const PROVIDER = { name: 'dealer-gen', version: '1.4.2' };
const FROM = 'Harbourside Auto Group leads <leads@dealer-gen.example>';
const SALES = 'sales@harbourside.example.com';
const CRM = 'leads@crm.example.com';

interface Received {
  mail: ParsedMail;
  envelope: SMTPServerEnvelope;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** A real SMTP server on a free port, taking any login over plain SMTP, reading each mail it accepts. */
async function mailServer(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const logins: { username: unknown; password: unknown }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({ mail, envelope: session.envelope });
        callback();
      }, callback);
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://lead-bot:s%40cret%20pass@127.0.0.1:${port}`, received, logins };
}

function leadEmail(overrides: Partial<LeadEmail> = {}): LeadEmail {
  return {
    from: FROM,
    to: [SALES],
    format: 'text',
    deliveryId: '5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31',
    message: leadMessage(),
    provider: PROVIDER,
    ...overrides,
  };
}

const crlfToLf = (text: string | undefined) => text?.replace(/\r\n/g, '\n');

describe('lead e-mail', () => {
  it('sends the ADF document as the body and as lead.xml, with a Message-ID made from the delivery', async () => {
    const server = await mailServer();
    const email = leadEmail({ format: 'adf', to: [CRM] });
    await sendLeadEmail(mailTransport(server.url), email);
    expect(server.logins).toEqual([{ username: 'lead-bot', password: 's@cret pass' }]);
    expect(server.received).toHaveLength(1);
    const { mail, envelope } = server.received[0]!;
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('leads@dealer-gen.example');
    expect(envelope.rcptTo.map((r) => r.address)).toEqual([CRM]);
    const document = adfDocument(email.message, PROVIDER);
    expect(mail.subject).toBe('ADF lead 3f9c2a7e5b1d4c8e9a0b6d2f4e8c1a57');
    expect(mail.messageId).toBe('<5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31@dealer-gen>');
    expect(mail.headers.get('x-dealer-delivery-id')).toBe('5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31');
    expect(crlfToLf(mail.text)?.trimEnd()).toBe(document);
    expect(mail.html).toBe(false);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: 'lead.xml', contentType: 'application/xml' });
    expect(attachment!.content.toString('utf8')).toBe(document);
  });

  it('sends the summary to every address, with replies going to the shopper', async () => {
    const server = await mailServer();
    const base = leadMessage();
    const message = leadMessage({
      contact: { ...base.contact, name: "Zoë O'Brien-Ngô", firstName: 'Zoë', lastName: "O'Brien-Ngô", email: 'zoe@example.com' },
      message: 'Hi,\nIs it < $30k & "drive-away"?\n李',
    });
    await sendLeadEmail(mailTransport(server.url), leadEmail({ to: [SALES, 'manager@harbourside.example.com'], message }));
    const { mail, envelope } = server.received[0]!;
    const summary = leadSummary(message);
    expect(envelope.rcptTo.map((r) => r.address)).toEqual([SALES, 'manager@harbourside.example.com']);
    expect(mail.subject).toBe("New Sales Enquiry from Zoë O'Brien-Ngô — 2021 Toyota Corolla Ascent Sport (stock U12345)");
    expect(mail.subject).toBe(summary.subject);
    expect(crlfToLf(mail.text)).toBe(summary.text);
    expect(crlfToLf(mail.html || '')).toBe(summary.html);
    expect(mail.replyTo?.value).toEqual([{ name: "Zoë O'Brien-Ngô", address: 'zoe@example.com' }]);
    expect(mail.from?.value).toEqual([{ name: 'Harbourside Auto Group leads', address: 'leads@dealer-gen.example' }]);
    expect(mail.messageId).toBe('<5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31@dealer-gen>');
    expect(mail.headers.get('x-dealer-delivery-id')).toBe('5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31');
    expect(mail.attachments).toEqual([]);
  });

  it('has no Reply-To when the shopper left no e-mail address', async () => {
    const server = await mailServer();
    const base = leadMessage();
    await sendLeadEmail(mailTransport(server.url), leadEmail({ message: leadMessage({ contact: { ...base.contact, email: null } }) }));
    expect(server.received[0]!.mail.replyTo).toBeUndefined();
  });

  it('sends a retried delivery as the same mail: same Message-ID and delivery id', async () => {
    const server = await mailServer();
    const transport = mailTransport(server.url);
    await sendLeadEmail(transport, leadEmail({ deliveryId: 'dlv-retry-1' }));
    await sendLeadEmail(transport, leadEmail({ deliveryId: 'dlv-retry-1' }));
    await sendLeadEmail(transport, leadEmail({ deliveryId: 'dlv-other-2' }));
    expect(server.received.map(({ mail }) => mail.messageId)).toEqual(['<dlv-retry-1@dealer-gen>', '<dlv-retry-1@dealer-gen>', '<dlv-other-2@dealer-gen>']);
    expect(server.received.map(({ mail }) => mail.headers.get('x-dealer-delivery-id'))).toEqual(['dlv-retry-1', 'dlv-retry-1', 'dlv-other-2']);
  });

  it('fails with the server’s answer, keeping its error as the cause, when the server refuses the recipient', async () => {
    const refusal = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
    const server = await mailServer({ onRcptTo: (_address, _session, callback) => callback(refusal) });
    const sent = sendLeadEmail(mailTransport(server.url), leadEmail({ format: 'adf' }));
    await expect(sent).rejects.toThrow(
      `Lead e-mail 5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31 to ${SALES} was not sent: the mail server refused it: 550 No such mailbox here`,
    );
    await expect(sent).rejects.toHaveProperty('cause.responseCode', 550);
    expect(server.received).toEqual([]);
  });

  it('fails when the server refuses the mail itself, or some of its recipients', async () => {
    const spam = Object.assign(new Error('Message looks like spam'), { responseCode: 554 });
    const strict = await mailServer({ onData: (stream, _session, callback) => stream.resume().on('end', () => callback(spam)) });
    await expect(sendLeadEmail(mailTransport(strict.url), leadEmail())).rejects.toThrow('the mail server refused it: 554 Message looks like spam');

    const gone = 'left@harbourside.example.com';
    const picky = await mailServer({
      onRcptTo: (address, _session, callback) => callback(address.address === gone ? Object.assign(new Error('Gone'), { responseCode: 550 }) : null),
    });
    const partly = sendLeadEmail(mailTransport(picky.url), leadEmail({ to: [SALES, gone] }));
    await expect(partly).rejects.toThrow(
      `Lead e-mail 5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31 to ${SALES}, ${gone} was not sent to ${gone}: the mail server refused it: 550 Gone`,
    );
    await expect(partly).rejects.toHaveProperty('cause.recipient', gone);
    expect(picky.received.map(({ envelope }) => envelope.rcptTo.map((r) => r.address))).toEqual([[SALES]]);
  });

  it('fails with the reason when there is no mail server to talk to', async () => {
    const server = await mailServer();
    const port = new URL(server.url).port;
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const sent = sendLeadEmail(mailTransport(`smtp://127.0.0.1:${port}`), leadEmail());
    await expect(sent).rejects.toThrow(/^Lead e-mail 5b0e8c1e-3d6f-4a52-9c1b-7e2f0a9d4c31 to sales@harbourside\.example\.com was not sent: .*ECONNREFUSED/);
    await expect(sent).rejects.toHaveProperty('cause.code', 'ESOCKET');
  });

  it('reads TLS, host, port and login from an smtps:// URL and gives up on a silent server within seconds', () => {
    const options = mailTransport('smtps://lead-bot:p%40ss@mail.example.com:465').options as Record<string, unknown>;
    expect(options).toMatchObject({ secure: true, host: 'mail.example.com', port: 465, auth: { user: 'lead-bot', pass: 'p@ss' } });
    for (const timeout of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) expect(options[timeout]).toBeLessThanOrEqual(20_000);
    expect(mailTransport('smtp://mail.example.com:587?socketTimeout=60000').options).toMatchObject({ secure: false, port: 587, socketTimeout: 60_000 });
  });
});
