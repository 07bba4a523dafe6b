/**
 * How lead e-mail leaves the server: the SMTP server of `DEALER_SMTP_URL`, from `DEALER_MAIL_FROM`. The demo
 * (`start`, `dev`) without one writes each mail as an .eml file in the data directory instead, for whoever tries the
 * platform to open; a public server never does, so without SMTP it refuses to start for a tenant that e-mails leads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { LeadDeliveryUnsetError } from './delivery-check.ts';
import { mailTransport } from './email.ts';

export interface MailSettings {
  transport: Transporter;
  from: string;
  /** Where the demo keeps its mail, when it does. */
  outboxDir?: string;
}

export const DEMO_MAIL_FROM = 'dealer-gen demo <leads@localhost>';

/** The demo's outbox: a nodemailer transport that files each mail, named by its Message-ID, rather than sending it. */
function demoOutbox(dir: string): Transporter {
  mkdirSync(dir, { recursive: true });
  return nodemailer.createTransport({
    name: 'demo-outbox',
    version: '1',
    send(mail, done) {
      mail.message.build((error, source) => {
        if (error) return done(error, undefined);
        const id = String(mail.message.messageId()).replace(/[^A-Za-z0-9@._-]/g, '');
        writeFileSync(join(dir, `${id}.eml`), source);
        done(null, {
          envelope: mail.message.getEnvelope(),
          messageId: mail.message.messageId(),
          accepted: mail.message.getEnvelope().to,
          rejected: [],
          pending: [],
        });
      });
    },
  });
}

export function mailSettings(options: { smtpUrl?: string | undefined; from?: string | undefined; demo?: boolean; dataDir: string }): MailSettings | null {
  if (options.smtpUrl) {
    // A made-up sender is refused or filed as spam by the dealer's mail system: it must be an address the SMTP server may send as.
    if (!options.from) throw new LeadDeliveryUnsetError(['DEALER_SMTP_URL is set without DEALER_MAIL_FROM, the address lead e-mails are sent from']);
    return { transport: mailTransport(options.smtpUrl), from: options.from };
  }
  if (!options.demo) return null;
  const outboxDir = join(options.dataDir, 'mail-outbox');
  return { transport: demoOutbox(outboxDir), from: options.from ?? DEMO_MAIL_FROM, outboxDir };
}
