/** An SMTP server on loopback that keeps every mail it is given, parsed: where e2e servers send their mail. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';

export interface ReceivedMail {
  envelope: SMTPServerEnvelope;
  mail: ParsedMail;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for DEALER_SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** No STARTTLS: its certificate would be self-signed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelope: structuredClone(session.envelope), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A server stopped mid-send resets its connection; the sink keeps listening for the next.
  smtp.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
