import { describe, expect, it } from 'vitest';
import { AU_STATES } from '../../schema/lists.ts';
import { tenantSchema } from '../../schema/tenant.ts';
import { answerProblems, defaultAnswers, defaultFeatures, tenantFromAnswers } from './new-tenant.ts';
import { STATE_TIME_ZONES } from './zones.ts';

const ids = { slug: 'bayside-motors', id: 7, locationId: 70 };
const answers = defaultAnswers('bayside-motors');

describe('a new tenant from answers', () => {
  it('defaults make a valid tenant with nothing wrong in any answer', () => {
    expect(answerProblems(answers)).toEqual({});
    expect(tenantSchema.safeParse(tenantFromAnswers(ids, answers)).success).toBe(true);
  });

  it('takes its time zone from the state of its first location', () => {
    for (const state of AU_STATES) expect(tenantFromAnswers(ids, { ...answers, state }).timeZone).toBe(STATE_TIME_ZONES[state]);
    expect(tenantFromAnswers(ids, { ...answers, state: 'vic' }).timeZone).toBe('Australia/Melbourne');
  });

  it('switches finance on only with a provider, and by default only then', () => {
    expect(defaultFeatures('none')).not.toContain('finance');
    expect(defaultFeatures('None ')).not.toContain('finance');
    expect(defaultFeatures('')).not.toContain('finance');
    expect(defaultFeatures('Bayside Finance')).toContain('finance');
    const none = tenantFromAnswers(ids, { ...answers, features: ['finance'], financeProvider: 'none' });
    expect(none.finance).toEqual({ provider: null, calculator: { enabled: false }, box: { enabled: false } });
    const named = tenantFromAnswers(ids, { ...answers, features: ['finance'], financeProvider: 'Bayside Finance' });
    expect(named.finance).toEqual({ provider: { key: 'bayside-finance', name: 'Bayside Finance' }, calculator: { enabled: true }, box: { enabled: true } });
  });

  it("names each refused answer in the schema's own words", () => {
    expect(answerProblems({ ...answers, phone: 'call me', postcode: '40000', name: '', features: ['finance'] })).toEqual({
      name: 'Please enter a value',
      postcode: 'Must be a 4-digit postcode',
      phone: 'Must be a phone number like 07 3123 4567 or +61731234567',
      features: 'Finance needs a finance provider for its rates: leave finance out, or give a provider',
    });
    expect(answerProblems({ ...answers, phone: '+61 7 3000 0000', manufacturer: 'Mercedes-Benz' })).toEqual({});
  });
});
