import { describe, expect, it } from 'vitest';
import { DEPARTMENT_PAGES, departmentBlocks, departmentPages } from './departments.ts';

const pages = (switches: Partial<Record<'service' | 'parts' | 'prepaidMaintenance' | 'roadsideAssistance', boolean>>) => ({
  pages: { service: false, parts: false, prepaidMaintenance: false, roadsideAssistance: false, ...switches } as never,
});

describe('department pages', () => {
  it('lists the seven service and parts routes of the spec', () => {
    expect(DEPARTMENT_PAGES.map((p) => p.path)).toEqual([
      '/service',
      '/pages/book-a-service',
      '/vehicle-parts-and-accessories',
      '/pages/parts-accessories',
      '/parts/search',
      '/prepaid-maintenance-plan',
      '/roadside-assistance',
    ]);
  });
  it('turns each route on with its own pages switch', () => {
    expect(departmentPages(pages({ service: true })).map((p) => p.path)).toEqual(['/service', '/pages/book-a-service']);
    expect(departmentPages(pages({ parts: true })).map((p) => p.path)).toEqual(['/vehicle-parts-and-accessories', '/pages/parts-accessories', '/parts/search']);
    expect(departmentPages(pages({ prepaidMaintenance: true, roadsideAssistance: true })).map((p) => p.path)).toEqual(['/prepaid-maintenance-plan', '/roadside-assistance']);
    expect(departmentPages(pages({}))).toEqual([]);
  });
  it('shows service locations and a Service Enquiry on service pages', () => {
    const categories = ['General Enquiry', 'Service Enquiry', 'Parts Enquiry'];
    expect(departmentBlocks('/service', categories)).toMatchObject({ department: 'service', locations: 'service', category: 'Service Enquiry' });
    expect(departmentBlocks('/roadside-assistance/', categories)).toMatchObject({ department: 'service', category: 'Service Enquiry' });
  });
  it('shows parts and service locations and a Parts Enquiry on parts pages', () => {
    const categories = ['General Enquiry', 'Service Enquiry', 'Parts Enquiry'];
    expect(departmentBlocks('/parts/search', categories)).toMatchObject({ department: 'parts', locations: 'service-and-parts', category: 'Parts Enquiry' });
    expect(departmentBlocks('/pages/parts-accessories', categories).department).toBe('parts');
  });
  it('starts the form on no category when the site does not offer the department one', () => {
    expect(departmentBlocks('/service', ['General Enquiry']).category).toBeNull();
  });
});
