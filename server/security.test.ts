import { describe, expect, it } from 'vitest';
import { sampleTenant, sampleTenantSlugs } from '../schema/sample-tenants.fixture.ts';
import { contentSecurityPolicy } from './security.ts';

describe('contentSecurityPolicy', () => {
  it.each(sampleTenantSlugs())("lets %s's pages frame its video host and YouTube's no-cookie embed", (slug) => {
    const frameSrc = contentSecurityPolicy(sampleTenant(slug))
      .split('; ')
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc?.split(' ')).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://www.youtube-nocookie.com']));
  });

  it("allows a tenant's chat widget only on that tenant's pages", () => {
    const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    const [slug, other] = sampleTenantSlugs();
    const tenant = sampleTenant(slug!);
    const withWidget = directives(contentSecurityPolicy({ ...tenant, chat: { ...tenant.chat, widgetScript: 'https://chat.example.com/widget/v2.js' } }));
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) expect(withWidget.get(name)).toContain('https://chat.example.com');
    expect(withWidget.get('connect-src')).toContain('wss://chat.example.com');
    expect(contentSecurityPolicy(sampleTenant(other!))).not.toContain('chat.example.com');
    expect(directives(contentSecurityPolicy(tenant)).get('script-src')).toEqual([
      "'self'",
      ...(tenant.maps.provider === 'google' ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : []),
    ]);
  });
});
