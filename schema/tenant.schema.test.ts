import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { tenantSchema } from './tenant.ts';

const here = import.meta.dirname;
const jsonSchema = JSON.parse(readFileSync(join(here, 'tenant.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
const ajvValidate = ajv.compile(jsonSchema);

const tenantsDir = join(here, '..', 'tenants');
const samples = readdirSync(tenantsDir).map((file) => [file, JSON.parse(readFileSync(join(tenantsDir, file), 'utf8'))] as const);

type Json = Record<string, unknown>;
const base = (): Json => structuredClone(samples.find(([file]) => file === 'harbourside-auto-group.json')![1]);

/** Where a mistake goes in a config, and what is written there (`undefined`: the key is removed). */
type Mistake = [path: (string | number)[], value: unknown];

/** Broken configs of every kind a person writes by mistake; zod and the JSON Schema must both refuse each. */
const BROKEN: Record<string, Mistake> = {
  'unknown top-level key': [['colour'], 'red'],
  'unknown nested key': [['search', 'hitsPerPag'], 30],
  'wrong type': [['id'], 'one'],
  'missing required field': [['name'], undefined],
  'enum value not allowed': [['template'], 'fancy'],
  'bad slug pattern': [['slug'], 'Bad_Slug'],
  'bad colour': [['theme', 'primary'], 'blue'],
  'empty locations': [['locations'], []],
  'bad postcode': [['locations', 0, 'address', 'postcode'], '400'],
  'weekday out of range': [['locations', 0, 'opening_hours', 0, 'weekday'], 7],
  'negative hits per page': [['search', 'hitsPerPage'], -1],
  'unknown sort option': [['search', 'sortOptions'], ['cheapest']],
  'bad url': [['logo', 'url'], 'logo.svg'],
  'null where an object is needed': [['phones'], null],
  'bad ISO date': [['search', 'promoTiles', 0, 'start'], '21/08/2025'],
  'injection in font': [['theme', 'font'], 'x; } body { display: none'],
  'server key variable not a variable name': [['search', 'serverKeyEnv'], 'harbourside search key'],
  'lead e-mail not an address': [['leads'], { delivery: [{ type: 'email', to: ['leads at harbourside'] }] }],
  'lead e-mail to nobody': [['leads'], { delivery: [{ type: 'email', to: [] }] }],
  'lead delivery of an unknown kind': [['leads'], { delivery: [{ type: 'fax', to: ['07 3000 0000'] }] }],
  'lead delivery for an unknown department': [
    ['leads'],
    { delivery: [{ type: 'email', to: ['leads@harbourside.example.com'], categories: ['sales', 'cafe'] }] },
  ],
  'webhook secret not a variable name': [['leads'], { delivery: [{ type: 'webhook', url: 'https://crm.example.com/hook', secretEnv: 'hunter2 secret' }] }],
  'webhook without its secret named': [['leads'], { delivery: [{ type: 'webhook', url: 'https://crm.example.com/hook' }] }],
};

function withMistake(config: Json, [path, value]: Mistake): Json {
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, config);
  const key = path.at(-1)!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return config;
}

describe('tenant.schema.json agrees with the zod schema', () => {
  it.each(samples)('accepts the sample tenant %s', (_file, tenant) => {
    expect(tenantSchema.safeParse(tenant).success).toBe(true);
    expect(ajvValidate(tenant), JSON.stringify(ajvValidate.errors)).toBe(true);
  });

  it.each(Object.entries(BROKEN))('refuses a config with %s', (_name, mistake) => {
    const tenant = withMistake(base(), mistake);
    expect(tenantSchema.safeParse(tenant).success).toBe(false);
    expect(ajvValidate(tenant)).toBe(false);
  });

  it('takes lead delivery targets, a webhook only over https (or plain http to this machine)', () => {
    const delivery = (webhookUrl: string) =>
      withMistake(base(), [
        ['leads'],
        {
          delivery: [
            { type: 'email', to: ['crm@harbourside.example.com', 'sales@harbourside.example.com'], format: 'adf', categories: ['sales', 'trade-in'] },
            { type: 'email', to: ['service@harbourside.example.com'], format: 'text', categories: ['service'], locations: [12] },
            { type: 'webhook', url: webhookUrl, secretEnv: 'HARBOURSIDE_WEBHOOK_SECRET' },
          ],
        },
      ]);
    for (const url of ['https://crm.example.com/leads?source=web', 'http://127.0.0.1:8080/leads', 'http://localhost/leads']) {
      expect(tenantSchema.safeParse(delivery(url)).success, url).toBe(true);
      expect(ajvValidate(delivery(url)), JSON.stringify(ajvValidate.errors)).toBe(true);
    }
    expect(tenantSchema.parse(delivery('https://crm.example.com/leads')).leads.delivery[0]).toMatchObject({ format: 'adf' });
    for (const url of ['http://crm.example.com/leads', 'ftp://crm.example.com/leads', 'crm.example.com/leads'])
      expect(tenantSchema.safeParse(delivery(url)).success, url).toBe(false);
    expect(tenantSchema.parse(base()).leads.delivery).toEqual([]);
  });

  it('accepts the smallest config: everything else has a default', () => {
    const minimal = {
      slug: 'tiny-cars',
      id: 1,
      name: 'Tiny Cars',
      template: 'group',
      phones: { main: '07 3000 0000' },
      locations: [{ id: 1, name: 'Tiny Cars', phone: '07 3000 0000', address: { street: '1 A St', city: 'Brisbane', state: 'qld', postcode: '4000' } }],
    };
    expect(ajvValidate(minimal), JSON.stringify(ajvValidate.errors)).toBe(true);
    const parsed = tenantSchema.parse(minimal);
    expect(parsed.search.hitsPerPage).toBe(21);
    expect(parsed.search.defaultPath).toBe('/search/new-used-and-demo-cars/');
    expect(parsed.search.soldCarsDays).toBe(3);
    expect(parsed.texts.noPrice).toBe('Enquire for price.');
    expect(parsed.finance.calculator.defaultTermYears).toBe(6);
  });

  it('accepts a Meilisearch of the tenant’s own, read by the server with the key a variable holds', () => {
    const tenant = base();
    tenant.search = { ...(tenant.search as Json), host: 'https://search.harbourside.example.com', serverKeyEnv: 'HARBOURSIDE_SEARCH_KEY' };
    expect(ajvValidate(tenant), JSON.stringify(ajvValidate.errors)).toBe(true);
    expect(tenantSchema.parse(tenant).search.serverKeyEnv).toBe('HARBOURSIDE_SEARCH_KEY');
  });
});
