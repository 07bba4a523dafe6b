import { describe, expect, it } from 'vitest';
import { departmentBlocks } from './departments.ts';

describe('department blocks', () => {
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
