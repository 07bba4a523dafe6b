/**
 * A lead as the delivery tests send it: a sales enquiry about a used car at an Australian dealer, with a trade-in,
 * every field filled so a test that checks each one finds a value there. Tests change what they test by `overrides`.
 */
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import type { NewLead } from '../store/leads.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';

export function leadMessage(overrides: Partial<LeadMessage> = {}): LeadMessage {
  return {
    leadId: '3f9c2a7e5b1d4c8e9a0b6d2f4e8c1a57',
    createdAt: '2025-03-14T01:23:45.000Z',
    tenant: { slug: 'harbourside-auto-group', name: 'Harbourside Auto Group', url: 'https://harbourside.example.com' },
    kind: 'enquiry',
    category: 'Sales Enquiry',
    subcategory: 'Used Car Enquiry',
    deliveryCategory: 'sales',
    contact: {
      name: 'Jane Citizen',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane.citizen@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      preferredContact: 'Phone',
    },
    message: 'Is the Corolla still available?\nCould I see it on Saturday morning?',
    car: {
      id: 100231,
      name: '2021 Toyota Corolla Ascent Sport',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      condition: 'used',
      stockNumber: 'U12345',
      vin: 'JTNKB3BE30J123456',
      price: 27990,
      url: 'https://harbourside.example.com/cars/100231',
    },
    location: { id: 11, name: 'Harbourside Toyota - Sales', phone: '07 3100 2010' },
    requestedAt: null,
    offerId: 'EOFY-2025-COROLLA',
    budget: 30000,
    deposit: 5000,
    tradeIn: { rego: '123ABC', state: 'QLD', kms: 84500, offerPrice: 14200, vehicle: '2016 Mazda 3 Maxx' },
    pageUrl: 'https://harbourside.example.com/cars/100231?utm_source=google',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'used-corolla', gclid: 'Cj0KCQjw8' },
    visitedPages: ['/', '/used-cars?make=toyota', '/cars/100231'],
    otherFields: { 'Finance required': 'Yes', 'Best time to call': 'After 3pm' },
    ...overrides,
  };
}

/** A lead to store, carrying the fixture's message, for `tenant` and delivered to `deliverTo`. */
export function storedLead(tenant: string, deliverTo: readonly LeadDeliveryTarget[]): NewLead {
  const { leadId: _leadId, createdAt: _createdAt, ...draft } = leadMessage();
  return {
    tenant,
    kind: 'enquiry',
    category: 'Sales Enquiry',
    subcategory: 'Used Car Enquiry',
    carId: draft.car!.id,
    userId: null,
    email: draft.contact.email,
    phone: draft.contact.phone,
    payload: { fields: { name: draft.contact.name } },
    ip: '127.0.0.1',
    message: { ...draft, tenant: { ...draft.tenant, slug: tenant } },
    deliverTo,
  };
}
