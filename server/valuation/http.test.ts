import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpValuation, ValuationUnavailable } from './http.ts';
import { valuationProviderFor } from './provider.ts';
import { embeddedValuation, offerFromTeam } from './valuation.ts';

/** A stand-in valuation service on loopback: each rego picks how it misbehaves. */
let fake: FastifyInstance;
let url: string;
const seen: { authorization?: string; body: unknown }[] = [];

beforeAll(async () => {
  // undici keeps connections alive; closing must not wait for them.
  fake = Fastify({ forceCloseConnections: true });
  fake.post('/value', async (request, reply) => {
    const body = request.body as { rego: string; kms: number };
    seen.push({ ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}), body });
    switch (body.rego) {
      case 'OLD1':
        return { vehicle: { year: 2009, make: 'Holden', model: 'Commodore' }, offer_price: null };
      case 'DOWN':
        return reply.code(500).send({ error: 'database on fire', stack: 'at valuate (/srv/app.js:1:1)' });
      case 'ODD':
        return { car: 'a Corolla', price: 'lots' };
      case 'TEXT':
        return reply.type('text/html').send('<html>maintenance</html>');
      case 'SLOW':
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return { vehicle: { year: 2020, make: 'Mazda', model: 'CX-5' }, offer_price: 1 };
      default:
        return { vehicle: { year: 2021, make: 'Toyota', model: 'Corolla' }, offer_price: 18_450.75 };
    }
  });
  url = `${await fake.listen({ port: 0, host: '127.0.0.1' })}/value`;
});
afterAll(() => fake.close());

const provider = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  httpValuation({ url, timeoutMs: options.timeoutMs ?? 1000, ...(options.apiKey ? { apiKey: options.apiKey } : {}) });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValuationUnavailable);
  return (error as Error).message;
};

describe('HTTP valuation provider', () => {
  it('POSTs the rego, state and kms with the key as a bearer token and reads the offer in whole dollars', async () => {
    const valuation = await provider({ apiKey: 'k-123' }).value({ rego: 'ABC123', regoState: 'qld', kms: 40_000 });
    expect(valuation).toEqual({ vehicle: { year: 2021, make: 'Toyota', model: 'Corolla' }, offerPrice: 18_450, sample: false });
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer k-123', body: { rego: 'ABC123', regoState: 'qld', kms: 40_000 } });
  });

  it('passes on "no online estimate" as a null offer', async () => {
    expect((await provider().value({ rego: 'OLD1', regoState: 'nsw', kms: 10 })).offerPrice).toBeNull();
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('turns an error status, an unexpected shape and a non-JSON answer into ValuationUnavailable', async () => {
    expect(await failure(provider().value({ rego: 'DOWN', regoState: 'qld', kms: 1 }))).toMatch(/answered HTTP 500$/);
    expect(await failure(provider().value({ rego: 'ODD', regoState: 'qld', kms: 1 }))).toMatch(/unexpected shape: vehicle .*; offer_price/);
    expect(await failure(provider().value({ rego: 'TEXT', regoState: 'qld', kms: 1 }))).toMatch(/could not be read/);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await failure(provider({ timeoutMs: 200 }).value({ rego: 'SLOW', regoState: 'qld', kms: 1 }))).toMatch(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('reports a service that is not listening', async () => {
    const closed = Fastify();
    const address = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    expect(await failure(httpValuation({ url: `${address}/value`, timeoutMs: 1000 }).value({ rego: 'ABC123', regoState: 'qld', kms: 1 }))).toMatch(
      /could not be read/,
    );
  });
});

describe('the tenant switch', () => {
  const tenant = (valuation: object) => ({ forms: { valuation } }) as Parameters<typeof valuationProviderFor>[0];

  it('values with the service when the tenant says "http", sample content or not, key from the named variable, and its offers are real', async () => {
    for (const sample of [false, true]) {
      const config = tenant({ provider: 'http', url, apiKeyEnv: 'TEST_VALUATION_KEY', timeoutMs: 1000 });
      const http = valuationProviderFor(config, { sample, env: { TEST_VALUATION_KEY: 'from-env' } });
      expect(await http.value({ rego: 'ABC123', regoState: 'qld', kms: 1 })).toMatchObject({ offerPrice: 18_450, sample: false });
      expect(seen.at(-1)?.authorization).toBe('Bearer from-env');
    }
  });

  it('uses the embedded sample only with sample content (the demo); without a service elsewhere the team makes the offer, with no number online', async () => {
    expect(valuationProviderFor(tenant({ provider: 'embedded' }), { sample: true })).toBe(embeddedValuation);
    expect(valuationProviderFor(tenant({ provider: 'embedded' }))).toBe(offerFromTeam);
    expect(await offerFromTeam.value({ rego: 'ABC123', regoState: 'sa', kms: 20_000 })).toEqual({ vehicle: null, offerPrice: null, sample: false });
  });

  it('names the unset variable rather than calling the service without its key', async () => {
    const before = seen.length;
    const http = valuationProviderFor(tenant({ provider: 'http', url, apiKeyEnv: 'UNSET_VALUATION_KEY', timeoutMs: 1000 }), { env: {} });
    expect(await failure(http.value({ rego: 'ABC123', regoState: 'qld', kms: 1 }))).toMatch(/UNSET_VALUATION_KEY/);
    expect(seen.length).toBe(before);
  });
});
