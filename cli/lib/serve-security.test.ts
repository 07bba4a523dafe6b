import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { securityOptions } from './serve-security.ts';
import { UserError } from './problems.ts';

const redgum = sampleTenant('redgum-used-cars');
const gateway = { DEALER_SMS_WEBHOOK_URL: 'https://sms.example.com/send' };

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('securityOptions: what serve refuses to start with', () => {
  it('refuses sign-in without an SMS gateway, naming the setting and the tenants', () => {
    expect(problemOf(() => securityOptions({}, '0.0.0.0', [redgum], {}))).toContain('redgum-used-cars has sign-in on');
    expect(securityOptions({}, '0.0.0.0', [redgum], gateway)).toEqual({ smsWebhookUrl: gateway.DEALER_SMS_WEBHOOK_URL });
  });

  it('keeps the demo (and its code outbox) on loopback', () => {
    expect(securityOptions({ demo: true }, '127.0.0.1', [redgum], {})).toEqual({ demo: true });
    expect(problemOf(() => securityOptions({ demo: true }, '0.0.0.0', [redgum], {}))).toContain('cannot listen on 0.0.0.0');
  });

  it('takes a public origin and a trusted proxy from flags or the environment', () => {
    expect(securityOptions({}, '0.0.0.0', [], { DEALER_PUBLIC_ORIGIN: 'https://cars.example.com/', DEALER_TRUST_PROXY: '10.0.0.0/8' })).toEqual({
      publicOrigin: 'https://cars.example.com',
      trustProxy: '10.0.0.0/8',
    });
    expect(securityOptions({ trustProxy: 'true' }, '0.0.0.0', [], { DEALER_TRUST_PROXY: 'false' })).toEqual({ trustProxy: true });
    expect(problemOf(() => securityOptions({ publicOrigin: 'https://cars.example.com/stock' }, '0.0.0.0', [], {}))).toContain('Not a public origin');
  });
});
