import { describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { wholeCars } from '../../runtime/ui/search/cars.fixture.ts';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import { leadMessageDraft, type LeadFacts } from './lead-message-of.ts';

const tenant = sampleTenant('harbourside-auto-group');
const [corolla] = wholeCars('harbour-finance') as [Car];
const TRADE_IN = { rego: '123ABC', state: 'QLD', kms: 84500, offerPrice: 14200, vehicle: '2016 Mazda 3 Maxx' };

const facts = (changes: Partial<LeadFacts> = {}): LeadFacts => ({
  tenant,
  kind: 'enquiry',
  category: 'Sales Enquiry',
  subcategory: 'Used Car Enquiry',
  fields: {},
  car: null,
  pageUrl: null,
  attributes: null,
  tradeIn: null,
  ...changes,
});

describe('leadMessageDraft', () => {
  it('makes the whole message a dealer reads from a car enquiry', () => {
    const draft = leadMessageDraft(
      facts({
        fields: {
          name: ' Jane ',
          last_name: 'Citizen',
          email: 'jane.citizen@example.com',
          phone: '0412 345 678',
          postcode: '4000',
          PreferredContactMethod: 'Phone',
          message: 'Is it still available?',
          booking_at: '2025-03-15 10:00',
          budget: '$25,000',
          deposit: '5,000.50',
          car_id: String(corolla.id),
          stock_number: 'TO1',
          'Vehicle Make': 'Toyota',
          'Vehicle Model': 'Corolla',
          car_type: 'used',
          vehicle_status: 'in_stock',
          manufacturer_slug: 'toyota',
          [HONEYPOT_FIELD]: '',
          'Finance required': true,
          'Trade in': false,
          Interests: ['Servicing', 'Accessories'],
          'Best time to call': ' After 3pm ',
          Notes: '   ',
        },
        car: corolla,
        pageUrl: 'https://harbourside.example.com/cars/2021-toyota-corolla-ascent-sport-1?utm_source=google',
        attributes: { visited_pages: ['/', '/used-cars'], linked_query_params: { utm_source: 'google', utm_medium: 'cpc' } },
        tradeIn: TRADE_IN,
      }),
    );
    expect(draft).toEqual({
      tenant: { slug: 'harbourside-auto-group', name: tenant.name, url: 'https://harbourside.example.com' },
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
      message: 'Is it still available?',
      car: {
        id: 1,
        name: '2021 Toyota Corolla',
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        condition: 'used',
        stockNumber: 'TO1',
        vin: 'JTNKB3BE10J012345',
        price: 26990,
        url: 'https://harbourside.example.com/cars/2021-toyota-corolla-ascent-sport-1',
      },
      location: { id: 11, name: 'Harbourside Toyota - Sales', phone: tenant.locations[0]!.phone },
      requestedAt: '2025-03-15 10:00',
      offerId: null,
      budget: 25000,
      deposit: 5000.5,
      tradeIn: TRADE_IN,
      pageUrl: 'https://harbourside.example.com/cars/2021-toyota-corolla-ascent-sport-1?utm_source=google',
      utm: { utm_source: 'google', utm_medium: 'cpc' },
      visitedPages: ['/', '/used-cars'],
      // The contact's fields, the car's hidden defaults and the honeypot are said elsewhere or not at all; the rest as text.
      otherFields: { 'Finance required': 'Yes', 'Trade in': 'No', Interests: 'Servicing, Accessories', 'Best time to call': 'After 3pm' },
    });
  });

  it('names the contact from one name field or two', () => {
    const contact = (fields: LeadFacts['fields']) => leadMessageDraft(facts({ fields })).contact;
    // With one field the shopper may have typed either part, so it is the name alone.
    expect(contact({ name: 'Jane Citizen' })).toMatchObject({ name: 'Jane Citizen', firstName: null, lastName: null });
    expect(contact({ name: 'Jane', last_name: 'Citizen' })).toMatchObject({ name: 'Jane Citizen', firstName: 'Jane', lastName: 'Citizen' });
    expect(contact({ last_name: 'Citizen' })).toMatchObject({ name: 'Citizen', firstName: null, lastName: 'Citizen' });
    expect(contact({ name: ' ', last_name: '', email: '' })).toEqual({
      name: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      postcode: null,
      preferredContact: null,
    });
  });

  it('keeps the car as it was, its page on the site the shopper used, else on the tenant’s address', () => {
    const carOf = (changes: Partial<LeadFacts>) => leadMessageDraft(facts({ car: corolla, ...changes })).car;
    expect(carOf({ pageUrl: 'https://www.harbourside.com.au/used-cars?make=toyota#top' })?.url).toBe(
      'https://www.harbourside.com.au/cars/2021-toyota-corolla-ascent-sport-1',
    );
    expect(carOf({ pageUrl: null })?.url).toBe('https://harbourside.example.com/cars/2021-toyota-corolla-ascent-sport-1');
    // A page sent as a path is no address to build on.
    expect(carOf({ pageUrl: '/used-cars' })?.url).toBe('https://harbourside.example.com/cars/2021-toyota-corolla-ascent-sport-1');
    const { url: _url, ...withoutUrl } = tenant;
    expect(carOf({ tenant: withoutUrl, pageUrl: null })?.url).toBeNull();
    // An unpriced car, with no badge, stock number or VIN, says so by nulls.
    const bare = { ...corolla, price: 0, badge: null, stocknum: null, vin: null, car_type: 'demo' } as Car;
    expect(carOf({ car: bare })).toMatchObject({ price: null, badge: null, stockNumber: null, vin: null, condition: 'demo' });
    expect(leadMessageDraft(facts()).car).toBeNull();
  });

  it('takes the location the shopper chose, else the one a valuation names, else the car’s', () => {
    const locationOf = (changes: Partial<LeadFacts>) => leadMessageDraft(facts(changes)).location?.id ?? null;
    expect(locationOf({ fields: { location_id: '12' }, car: corolla })).toBe(12);
    expect(locationOf({ fields: {}, car: corolla })).toBe(11);
    expect(locationOf({ fields: {}, locationId: 13, car: corolla })).toBe(13);
    expect(locationOf({ fields: { location_id: '14' }, locationId: 13 })).toBe(14);
    // One that is not the tenant's is no location; the car's stands.
    expect(locationOf({ fields: { location_id: '99' }, car: corolla })).toBe(11);
    expect(locationOf({ fields: { location_id: '' }, locationId: null })).toBeNull();
    expect(locationOf({ car: { ...corolla, location: { ...corolla.location, id: 99 } } })).toBeNull();
    expect(leadMessageDraft(facts({ fields: { location_id: '13' } })).location).toEqual({
      id: 13,
      name: 'Harbourside Mazda',
      phone: tenant.locations.find((location) => location.id === 13)!.phone,
    });
  });

  it('takes the offer id from the form, else from the query the shopper arrived with, else from the page’s address', () => {
    const offerOf = (changes: Partial<LeadFacts>) => leadMessageDraft(facts(changes)).offerId;
    const attributes = { visited_pages: [], linked_query_params: { offer_id: 'EOFY-UTM' } };
    const pageUrl = 'https://harbourside.example.com/offers/eofy?offer_id=EOFY-PAGE';
    expect(offerOf({ fields: { offer_id: 'EOFY-FORM' }, attributes, pageUrl })).toBe('EOFY-FORM');
    expect(offerOf({ attributes, pageUrl })).toBe('EOFY-UTM');
    expect(offerOf({ pageUrl })).toBe('EOFY-PAGE');
    expect(offerOf({ pageUrl: '/offers/eofy?offer_id=EOFY-PATH' })).toBe('EOFY-PATH');
    expect(offerOf({ pageUrl: 'https://harbourside.example.com/offers/eofy' })).toBeNull();
  });

  it('reads budget and deposit amounts as dollars, and nothing that is not one', () => {
    const amounts = (budget: string | undefined, deposit: string | undefined) => {
      const draft = leadMessageDraft(
        facts({ kind: 'lead-form', fields: { ...(budget === undefined ? {} : { budget }), ...(deposit === undefined ? {} : { deposit }) } }),
      );
      return [draft.budget, draft.deposit];
    };
    expect(amounts('$25,000', '$5,000')).toEqual([25000, 5000]);
    expect(amounts('25000', ' 2500.50 ')).toEqual([25000, 2500.5]);
    expect(amounts('$ 1 000', '0')).toEqual([1000, 0]);
    expect(amounts('about 20k', '-500')).toEqual([null, null]);
    expect(amounts('', undefined)).toEqual([null, null]);
  });

  it('files the lead by its kind and category, and keeps the page, UTM and pages seen', () => {
    const draft = leadMessageDraft(
      facts({
        kind: 'enquiry',
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
        pageUrl: 'https://harbourside.example.com/careers',
        attributes: { visited_pages: ['/about-us', '/careers'], linked_query_params: { gclid: 'Cj0KCQjw8' } },
      }),
    );
    expect(draft).toMatchObject({
      deliveryCategory: 'careers',
      pageUrl: 'https://harbourside.example.com/careers',
      utm: { gclid: 'Cj0KCQjw8' },
      visitedPages: ['/about-us', '/careers'],
      otherFields: {},
    });
    expect(leadMessageDraft(facts({ kind: 'trade-in-valuation', category: 'Trade-in Valuation', tradeIn: TRADE_IN }))).toMatchObject({
      deliveryCategory: 'trade-in',
      tradeIn: TRADE_IN,
      utm: {},
      visitedPages: [],
    });
  });
});
