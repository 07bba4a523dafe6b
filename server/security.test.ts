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
});
