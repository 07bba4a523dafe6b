/**
 * At start: every tenant's lead delivery can be carried out by this server. A lead the server stores and cannot
 * send would sit in the outbox unseen, so a missing SMTP server or webhook secret stops the server instead.
 */
import type { Tenant } from '../../schema/tenant.ts';

export class LeadDeliveryUnsetError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Leads could not be delivered: ${problems.join('; ')}`);
    this.name = 'LeadDeliveryUnsetError';
    this.problems = problems;
  }
}

export function checkLeadDelivery(tenants: readonly Tenant[], server: { canMail: boolean; env: NodeJS.ProcessEnv }): void {
  const problems = tenants.flatMap((tenant) =>
    tenant.leads.delivery.flatMap((target, i) => {
      const where = `${tenant.slug} leads.delivery[${i}]`;
      if (target.type === 'email')
        return server.canMail ? [] : [`${where} e-mails leads to ${target.to.join(', ')}: set DEALER_SMTP_URL (and DEALER_MAIL_FROM)`];
      return server.env[target.secretEnv] ? [] : [`${where} signs its webhook with the secret in ${target.secretEnv}, which is not set`];
    }),
  );
  if (problems.length > 0) throw new LeadDeliveryUnsetError(problems);
}
