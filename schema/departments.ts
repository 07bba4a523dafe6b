/** The service and parts department pages of §2, and which pages.* switch turns on each route. */
import type { Tenant } from './tenant.ts';

export type Department = 'service' | 'parts';

type PageSwitch = 'service' | 'parts' | 'prepaidMaintenance' | 'roadsideAssistance';

/** The department routes, each with the pages.* switch that enables it. */
export const DEPARTMENT_PAGES: readonly { path: string; title: string; department: Department; switch: PageSwitch }[] = [
  { path: '/service', title: 'Service', department: 'service', switch: 'service' },
  { path: '/pages/book-a-service', title: 'Book a service', department: 'service', switch: 'service' },
  { path: '/vehicle-parts-and-accessories', title: 'Parts and accessories', department: 'parts', switch: 'parts' },
  { path: '/pages/parts-accessories', title: 'Parts and accessories', department: 'parts', switch: 'parts' },
  { path: '/parts/search', title: 'Parts search', department: 'parts', switch: 'parts' },
  { path: '/prepaid-maintenance-plan', title: 'Prepaid maintenance plan', department: 'service', switch: 'prepaidMaintenance' },
  { path: '/roadside-assistance', title: 'Roadside assistance', department: 'service', switch: 'roadsideAssistance' },
];

/** The department pages the tenant's switches turn on. */
export function departmentPages(t: Pick<Tenant, 'pages'>): typeof DEPARTMENT_PAGES {
  return DEPARTMENT_PAGES.filter((page) => t.pages[page.switch]);
}
