import { describe, expect, it } from 'vitest';
import { LEAD_DELIVERY_CATEGORIES, LEAD_KINDS, type LeadKind } from '../../schema/lists.ts';
import { leadDeliveryCategory } from './lead-category.ts';

describe('leadDeliveryCategory', () => {
  it('files a lead by its kind where the kind names a department, whatever its form calls it', () => {
    const byKind: [LeadKind, string][] = [
      ['careers', 'careers'],
      ['trade-in-valuation', 'trade-in'],
      ['rego-lookup', 'trade-in'],
      ['offer-acceptance', 'trade-in'],
      ['finance-enquiry', 'finance'],
      ['chat-message', 'sales'],
    ];
    for (const [kind, department] of byKind) {
      expect(leadDeliveryCategory(kind, 'Sales Enquiry', null)).toBe(department);
      expect(leadDeliveryCategory(kind, 'Service Enquiry', 'Parts Enquiry')).toBe(department);
    }
  });

  it('files the other kinds by their category', () => {
    const byCategory: [string, string][] = [
      ['Service Enquiry', 'service'],
      ['Book a Service', 'service'],
      ['Servicing', 'service'],
      ['Parts Enquiry', 'parts'],
      ['Part Enquiry', 'parts'],
      ['Finance Enquiry', 'finance'],
      ['Financing', 'finance'],
      ['Trade-in Enquiry', 'trade-in'],
      ['Trade In Enquiry', 'trade-in'],
      ['Tradein', 'trade-in'],
      ['Careers Enquiry', 'careers'],
      ['SERVICE ENQUIRY', 'service'],
    ];
    for (const [category, department] of byCategory) expect([category, leadDeliveryCategory('enquiry', category, null)]).toEqual([category, department]);
  });

  it('files a careers enquiry, which the forms file as a general enquiry, by its subcategory', () => {
    expect(leadDeliveryCategory('enquiry', 'General Enquiry', 'Career Enquiry')).toBe('careers');
    expect(leadDeliveryCategory('lead-form', 'General Enquiry', 'Careers')).toBe('careers');
    // The subcategory is the more precise: it wins over the category.
    expect(leadDeliveryCategory('enquiry', 'Service Enquiry', 'Parts Enquiry')).toBe('parts');
    // A subcategory that names no department leaves the category to decide.
    expect(leadDeliveryCategory('enquiry', 'Service Enquiry', 'Logbook Service')).toBe('service');
    expect(leadDeliveryCategory('enquiry', 'Parts Enquiry', 'Used Car Enquiry')).toBe('parts');
  });

  it('files anything else as sales', () => {
    expect(leadDeliveryCategory('enquiry', 'Sales Enquiry', 'Used Car Enquiry')).toBe('sales');
    expect(leadDeliveryCategory('enquiry', 'General Enquiry', null)).toBe('sales');
    expect(leadDeliveryCategory('test-drive', 'Test Drive', null)).toBe('sales');
    expect(leadDeliveryCategory('find-me-similar', 'Find Me Similar', null)).toBe('sales');
    expect(leadDeliveryCategory('online-payment', 'Online Payment', 'Payment Reference')).toBe('sales');
    expect(leadDeliveryCategory('spin-to-win', 'Promotion Entry', 'Spin to Win')).toBe('sales');
    // Words that only contain a department's name are not it.
    expect(leadDeliveryCategory('enquiry', 'Partnership Enquiry', null)).toBe('sales');
    expect(leadDeliveryCategory('enquiry', 'Counterpart', 'Departments')).toBe('sales');
    expect(leadDeliveryCategory('enquiry', '', null)).toBe('sales');
  });

  it('answers one of the departments for every kind', () => {
    for (const kind of LEAD_KINDS) expect(LEAD_DELIVERY_CATEGORIES).toContain(leadDeliveryCategory(kind, 'General Enquiry', null));
  });
});
