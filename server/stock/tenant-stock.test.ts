import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { ownSearchStock, TenantSearchKeyMissingError } from './tenant-stock.ts';

const OWN = 'https://search.example.com';
const tenant = (slug: string, search: Partial<Tenant['search']> = {}): Tenant => {
  const base = sampleTenant(slug);
  return { ...base, search: { ...base.search, ...search } };
};

describe('the tenants’ own search engines', () => {
  it('leave a tenant on the default host, or on a path of its site, to the server’s engine', () => {
    const readers = ownSearchStock([tenant('coastal-nissan'), tenant('redgum-used-cars', { host: '/search', serverKeyEnv: 'REDGUM_KEY' })], {});
    expect(readers.size).toBe(0);
  });

  it('give tenants on one host with one key one client, read with the named variable’s key, else the public key', () => {
    const readers = ownSearchStock(
      [
        tenant('coastal-nissan', { host: OWN, serverKeyEnv: 'SHARED_KEY' }),
        tenant('redgum-used-cars', { host: OWN, publicKey: 'key-1' }),
        tenant('parkway-motors', { host: OWN, publicKey: 'key-2' }),
      ],
      { SHARED_KEY: 'key-1' },
    );
    expect(readers.get('coastal-nissan')).toBe(readers.get('redgum-used-cars'));
    expect(readers.get('parkway-motors')).not.toBe(readers.get('coastal-nissan'));
    expect(readers.get('parkway-motors')?.kind).toBe('meilisearch');
  });

  it('refuse a named variable that is not set, naming the tenant and the variable', () => {
    for (const env of [{}, { REDGUM_KEY: '' }]) {
      const start = () => ownSearchStock([tenant('redgum-used-cars', { host: OWN, serverKeyEnv: 'REDGUM_KEY' })], env);
      expect(start).toThrow(TenantSearchKeyMissingError);
      expect(start).toThrow('redgum-used-cars reads its own search engine with the key in REDGUM_KEY, which is not set');
    }
  });
});
