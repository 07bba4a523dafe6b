/**
 * What each service and parts department page of §2 shows under its copy: its locations with hours,
 * and an enquiry filed under its category. Which pages exist is the schema's (schema/departments.ts).
 */
import { DEPARTMENT_PAGES, type Department } from '../../schema/departments.ts';
import type { LocationFilter } from './locations.ts';

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
