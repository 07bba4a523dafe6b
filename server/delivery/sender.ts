/** Sends one claimed delivery to its target: an e-mail in its format, or a signed webhook with the secret its variable holds. */
import type { ClaimedDelivery } from '../store/lead-deliveries.ts';
import { PLATFORM } from '../version.ts';
import { sendLeadEmail } from './email.ts';
import type { MailSettings } from './mail-settings.ts';
import { sendWebhook, webhookBody } from './webhook.ts';

export interface SenderSettings {
  mail: MailSettings | null;
  /** Where webhook secrets are read, by the names the tenants give (`secretEnv`). */
  env: NodeJS.ProcessEnv;
  webhookTimeoutMs?: number;
}

export function deliverySender(settings: SenderSettings): (delivery: ClaimedDelivery) => Promise<void> {
  return async ({ target, deliveryId, message }) => {
    if (target.type === 'email') {
      // Checked at start (./delivery-check.ts); a delivery stored by a server set up otherwise waits for one that can send it.
      if (!settings.mail) throw new Error('No SMTP server is set on this server (DEALER_SMTP_URL)');
      await sendLeadEmail(settings.mail.transport, { from: settings.mail.from, to: target.to, format: target.format, deliveryId, message, provider: PLATFORM });
      return;
    }
    const secret = settings.env[target.secretEnv];
    if (!secret) throw new Error(`The webhook's secret variable ${target.secretEnv} is not set on this server`);
    await sendWebhook(
      { url: target.url, secret },
      { deliveryId, body: webhookBody(message, deliveryId) },
      { userAgent: `${PLATFORM.name}/${PLATFORM.version}`, ...(settings.webhookTimeoutMs ? { timeoutMs: settings.webhookTimeoutMs } : {}) },
    );
  };
}
