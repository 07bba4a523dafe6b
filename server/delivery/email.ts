/**
 * Lead e-mails to a dealer over SMTP: the ADF/XML document for a CRM to read, or the summary for people to read.
 * Each mail's Message-ID comes from its delivery, so a retried delivery is the same mail again, which mail systems
 * that have seen it can recognise, rather than a second lead.
 */
import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer';
import { adfDocument, type LeadProvider } from './adf.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import { leadSummary, shopperName } from './lead-summary.ts';

export interface LeadEmail {
  from: string;
  to: string[];
  format: 'adf' | 'text';
  deliveryId: string;
  message: LeadMessage;
  provider: LeadProvider;
}

/**
 * A transport for a `DEALER_SMTP_URL` (smtp://user:pass@host:587, smtps://user:pass@host:465). Nodemailer waits
 * minutes by default; a dead mail server should fail a delivery, to be retried, while the lead is still fresh.
 * The URL's query can still set any of these (…?socketTimeout=60000).
 */
export function mailTransport(url: string): Transporter {
  // Pooled: a burst of leads reuses a few connections rather than opening one each, which mail servers limit.
  return nodemailer.createTransport({ url, pool: true, maxConnections: 4, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 20_000 });
}

function adfMail({ message, provider }: LeadEmail): SendMailOptions {
  const document = adfDocument(message, provider);
  // In the body for the CRMs that read the mail's text, attached for those that take the file.
  return {
    subject: `ADF lead ${message.leadId}`,
    text: document,
    attachments: [{ filename: 'lead.xml', content: document, contentType: 'application/xml' }],
  };
}

function summaryMail({ message }: LeadEmail): SendMailOptions {
  const { subject, text, html } = leadSummary(message);
  const email = message.contact.email;
  return { subject, text, html, ...(email ? { replyTo: { name: shopperName(message.contact) ?? '', address: email } } : {}) };
}

/** What the server said, when it answered; else what went wrong on the way (refused connection, timeout, TLS). */
function reason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return `the mail server refused it: ${response}`;
  return typeof message === 'string' ? message : String(error);
}

export async function sendLeadEmail(transport: Transporter, email: LeadEmail): Promise<void> {
  const what = `Lead e-mail ${email.deliveryId} to ${email.to.join(', ')}`;
  const content = email.format === 'adf' ? adfMail(email) : summaryMail(email);
  let sent: SentMessageInfo;
  try {
    sent = await transport.sendMail({
      from: email.from,
      to: email.to,
      messageId: `<${email.deliveryId}@dealer-gen>`,
      headers: { 'X-Dealer-Delivery-Id': email.deliveryId },
      ...content,
    });
  } catch (error) {
    throw new Error(`${what} was not sent: ${reason(error)}`, { cause: error });
  }
  // Some addresses took it: a retry sends it to them again, as the same mail, rather than lose the lead for the others.
  if (sent.rejected?.length) {
    const refusals: unknown[] = sent.rejectedErrors ?? [];
    const answers = refusals.map(reason).join('; ');
    throw new Error(`${what} was not sent to ${sent.rejected.join(', ')}${answers ? `: ${answers}` : ''}`, { cause: refusals[0] });
  }
}
