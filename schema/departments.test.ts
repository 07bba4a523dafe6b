import { describe, expect, it } from 'vitest';
import { DEPARTMENT_PAGES, departmentPages } from './departments.ts';

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
    expect(departmentPages(pages({ prepaidMaintenance: true, roadsideAssistance: true })).map((p) => p.path)).toEqual([
      '/prepaid-maintenance-plan',
      '/roadside-assistance',
    ]);
    expect(departmentPages(pages({}))).toEqual([]);
  });
});
