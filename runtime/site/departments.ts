/**
 * The service and parts department pages of §2: which routes each switch turns on, and what each
 * department shows under its copy (its locations with hours, and an enquiry filed under its category).
 */
import type { LocationFilter } from './locations.ts';
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

export interface DepartmentBlocks {
  department: Department;
  /** Parts counters sit in service centres as often as on their own, so parts pages list both. */
  locations: LocationFilter;
  locationsHeading: string;
  enquiryHeading: string;
  /** The enquiry category the form starts on, when the site offers it. */
  category: string | null;
}

const BLOCKS: Record<Department, { locations: LocationFilter; locationsHeading: string; enquiryHeading: string; category: string }> = {
  service: { locations: 'service', locationsHeading: 'Our service centres', enquiryHeading: 'Book a service', category: 'Service Enquiry' },
  parts: { locations: 'service-and-parts', locationsHeading: 'Our parts and service centres', enquiryHeading: 'Ask our parts team', category: 'Parts Enquiry' },
};

/** What a department page at `pathname` shows; a path the table does not know is a service page. */
export function departmentBlocks(pathname: string, categories: readonly string[]): DepartmentBlocks {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const department = DEPARTMENT_PAGES.find((page) => page.path === path)?.department ?? 'service';
  const blocks = BLOCKS[department];
  return { department, ...blocks, category: categories.includes(blocks.category) ? blocks.category : null };
}
