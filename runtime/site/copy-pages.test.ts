import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { copyPageSlugs, copySlugOf } from './copy-pages.ts';

const site = (input: Record<string, unknown>) =>
  tenantSchema.parse({
    slug: 'bayside-motors',
    id: 5,
    name: 'Bayside Motors',
    template: 'group',
    locations: [
      {
        id: 1,
        name: 'Bayside',
        phone: '07 3000 0001',
        address: { street: '1 Bay St', city: 'Cleveland', state: 'qld', postcode: '4163', lat: -27.5, long: 153.2 },
      },
    ],
    phones: { main: '07 3000 0000' },
    ...input,
  });

describe('copy pages', () => {
  it('keeps a copy slug per path: segments joined, without /pages, trailing slash ignored', () => {
    expect(copySlugOf('/service')).toBe('service');
    expect(copySlugOf('/pages/book-a-service')).toBe('book-a-service');
    expect(copySlugOf('/parts/search')).toBe('parts-search');
    expect(copySlugOf('/terms-and-conditions/')).toBe('terms-and-conditions');
  });
  it('lists the copy the tenant has: fixed, department, top-level, own-brand, extra and configured pages', () => {
    const slugs = copyPageSlugs(
      site({
        pages: {
          parts: false,
          roadsideAssistance: true,
          extraPages: ['service-benefits'],
          topLevelPages: ['ultratek'],
          copy: { careers: { title: 'Careers', paragraphs: ['Join us.'] } },
        },
        brands: { ownBrands: [{ name: 'Bayside Tyres', path: '/twg-tyres' }] },
      }),
    );
    expect(slugs).toEqual([
      'about-us',
      'fleet',
      'terms-and-conditions',
      'service-benefits',
      'ultratek',
      'service',
      'book-a-service',
      'roadside-assistance',
      'twg-tyres',
      'careers',
    ]);
    expect(slugs).not.toContain('parts-search');
  });
});
