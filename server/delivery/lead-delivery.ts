/**
 * Lead delivery inside the server: checked before anything opens (`prepareLeadDelivery`), then a worker that sends
 * the outbox from when the server is ready until it closes (`installLeadDelivery`). Every server runs one; with
 * PostgreSQL they share the outbox and each delivery is claimed by one of them.
 */
import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../../schema/tenant.ts';
import { leadDeliveryStore } from '../store/lead-deliveries.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';
import { checkLeadDelivery } from './delivery-check.ts';
import { mailSettings, type MailSettings } from './mail-settings.ts';
import { deliverySender } from './sender.ts';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './worker.ts';

export interface LeadDeliveryOptions {
  /** `DEALER_SMTP_URL` and `DEALER_MAIL_FROM`. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  demo?: boolean | undefined;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Tests speed the worker up or stop its clock. */
  worker?: Pick<DeliveryWorkerOptions, 'now' | 'random' | 'pollMs' | 'leaseMs'> & { webhookTimeoutMs?: number };
}

export interface PreparedDelivery {
  mail: MailSettings | null;
  options: LeadDeliveryOptions;
}

/** Throws `LeadDeliveryUnsetError` when a tenant's leads could not be delivered from this server. */
export function prepareLeadDelivery(tenants: readonly Tenant[], options: LeadDeliveryOptions): PreparedDelivery {
  const mail = mailSettings({ smtpUrl: options.smtpUrl, from: options.mailFrom, demo: options.demo ?? false, dataDir: options.dataDir });
  checkLeadDelivery(tenants, { canMail: mail !== null, env: options.env });
  return { mail, options };
}

/** The worker, once the server is ready (its stores migrated); `stop` before the store closes. */
export function installLeadDelivery(app: FastifyInstance, sql: SqlStore, prepared: PreparedDelivery): Pick<DeliveryWorker, 'poke' | 'stop'> {
  const { mail, options } = prepared;
  let worker: DeliveryWorker | undefined;
  app.addHook('onReady', async () => {
    if (mail?.outboxDir) app.log.info(`Demo: lead e-mails are written to ${mail.outboxDir}, not sent`);
    worker = startDeliveryWorker({
      ...options.worker,
      deliveries: leadDeliveryStore(sql),
      send: deliverySender({ mail, env: options.env, ...(options.worker?.webhookTimeoutMs ? { webhookTimeoutMs: options.worker.webhookTimeoutMs } : {}) }),
      // Named by delivery id, tenant and target kind: the lead's own details stay out of the log.
      log: {
        delivered: (d) => app.log.info({ delivery: d.deliveryId, tenant: d.tenant, target: d.target.type, attempts: d.attempts }, 'lead delivered'),
        failed: (d, reason, final) =>
          app.log[final ? 'error' : 'warn'](
            { delivery: d.deliveryId, tenant: d.tenant, target: d.target.type, attempts: d.attempts, reason },
            final ? 'lead delivery failed for good; `dealer-gen leads deliveries --retry` sends it again' : 'lead delivery failed; will retry',
          ),
        trouble: (error) => app.log.error({ err: error }, 'the lead outbox could not be read or written; will retry'),
      },
    });
  });
  return {
    poke: () => worker?.poke(),
    stop: async () => {
      await worker?.stop();
      mail?.transport.close();
    },
  };
}
