import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LeadDetail, StaffReport } from '@dealer/site/staff-api';
import { INBOX_TEXTS, InboxList } from './Inbox';
import { CarFacts, ContactFacts, RequestFacts, SourceFacts } from './LeadFacts';
import { LeadTable } from './LeadTable';
import { Deliveries, Handling, History, Notes } from './LeadWork';
import { ReportView } from './Reports';
import { InviteForm, MemberTable } from './Team';

// React marks text joins with empty comments; a reader hears the text without them.
const html = (node: ReactNode) =>
  renderToString(node)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

const jo = { id: 'm1', email: 'jo@harbourside.example.com', name: 'Jo Smith', role: 'admin' as const, lastActiveAt: '2026-11-27T00:30:00.000Z' };
const sam = { id: 'm2', email: 'sam@harbourside.example.com', name: null, role: 'staff' as const, lastActiveAt: null };

const lead: LeadDetail = {
  id: 'l1',
  createdAt: '2026-11-27T01:00:00.000Z',
  kind: 'test-drive',
  category: 'Sales Enquiry',
  status: 'contacted',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0412345678',
  car: { id: 7, name: '2022 Toyota Corolla Ascent Sport', stockNumber: 'HS123' },
  location: { id: 11, name: 'Harbourside Toyota - Sales' },
  assignee: { id: 'm2', email: sam.email },
  delivery: 'failed',
  carPhoto: '/media/cars/7/1.webp',
  message: {
    leadId: 'l1',
    createdAt: '2026-11-27T01:00:00.000Z',
    tenant: { slug: 'harbourside-auto-group', name: 'Harbourside', url: null },
    kind: 'test-drive',
    category: 'Sales Enquiry',
    subcategory: null,
    deliveryCategory: 'sales',
    contact: {
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412345678',
      postcode: '4000',
      preferredContact: 'Phone',
    },
    message: 'Could I drive it Saturday?',
    car: {
      id: 7,
      name: '2022 Toyota Corolla Ascent Sport',
      year: 2022,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      condition: 'used',
      stockNumber: 'HS123',
      vin: 'JTNB000000000001',
      price: 28990,
      url: 'https://harbourside.example.com/cars/2022-toyota-corolla-7',
    },
    location: { id: 11, name: 'Harbourside Toyota - Sales', phone: '0731002010' },
    requestedAt: '2026-11-29 10:00',
    offerId: '42',
    budget: 30000,
    deposit: 5000,
    tradeIn: { rego: 'ABC123', state: 'qld', kms: 84000, offerPrice: 12500, vehicle: '2015 Mazda 3 Maxx' },
    pageUrl: 'https://harbourside.example.com/cars/2022-toyota-corolla-7',
    utm: { utm_source: 'google', utm_campaign: 'spring' },
    visitedPages: ['/search', '/cars/2022-toyota-corolla-7'],
    otherFields: { newsletter: 'yes' },
  },
  notes: [{ id: 'n1', text: 'Left a voicemail', by: { id: 'm1', email: jo.email }, at: '2026-11-27T02:00:00.000Z' }],
  deliveries: [
    { id: 'd1', target: 'E-mail to sales@harbourside.example.com', state: 'failed', attempts: 8, lastError: '550 mailbox unavailable', deliveredAt: null },
    { id: 'd2', target: 'Webhook to crm.example.com', state: 'delivered', attempts: 1, lastError: null, deliveredAt: '2026-11-27T01:00:05.000Z' },
  ],
  history: [{ at: '2026-11-27T02:10:00.000Z', by: { id: 'm1', email: jo.email }, what: 'status: new → contacted' }],
};

describe('the inbox', () => {
  it('lists leads in a captioned table whose headers have scopes, each linking to its page', () => {
    const table = html(<LeadTable leads={[lead]} />);
    expect(table).toContain('<caption id="staff-leads-caption">Leads, newest first</caption>');
    expect(table).toContain('role="region" aria-labelledby="staff-leads-caption" tabindex="0"');
    expect(table.match(/<th scope="col">/g)).toHaveLength(8);
    expect(table).toContain('<th scope="row"><a id="lead-l1" href="/staff/leads/l1">Ada Lovelace</a>');
    // 01:00 UTC is 11 am in Brisbane, the sites' zone.
    expect(table).toContain('27/11/2026 at 11:00 am');
    for (const text of ['Test drive', 'Stock no. HS123', 'Harbourside Toyota - Sales', 'Contacted', sam.email, 'Failed']) expect(table).toContain(text);
  });

  it('says when it is loading, empty (filtered or not) or failed', () => {
    expect(html(<InboxList state={{ status: 'loading' }} filtered={false} />)).toContain(`role="status">${INBOX_TEXTS.loading}`);
    expect(html(<InboxList state={{ status: 'ready', data: { leads: [], next: null } }} filtered={false} />)).toContain(INBOX_TEXTS.none);
    expect(html(<InboxList state={{ status: 'ready', data: { leads: [], next: null } }} filtered />)).toContain(INBOX_TEXTS.noneMatch);
    expect(html(<InboxList state={{ status: 'error', httpStatus: 500, message: 'Boom.' }} filtered={false} />)).toContain(
      `role="alert">${INBOX_TEXTS.failed} Boom.`,
    );
  });
});

describe("a lead's page", () => {
  it('shows everything the lead carried', () => {
    const page = html(
      <>
        <ContactFacts lead={lead} />
        <CarFacts lead={lead} />
        <RequestFacts lead={lead} />
        <SourceFacts lead={lead} />
      </>,
    );
    expect(page).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(page).toContain('<a href="tel:0412345678">04 1234 5678</a>');
    expect(page).toContain('<img class="staff-car__photo" src="/media/cars/7/1.webp" alt="2022 Toyota Corolla Ascent Sport"');
    expect(page).toContain('<a href="https://harbourside.example.com/cars/2022-toyota-corolla-7">2022 Toyota Corolla Ascent Sport</a>');
    for (const text of [
      'HS123',
      'JTNB000000000001',
      '$28,990',
      'Could I drive it Saturday?',
      '2026-11-29 10:00',
      '$30,000',
      '$5,000',
      '2015 Mazda 3 Maxx',
      'ABC123 (QLD)',
      '84,000 km',
      '$12,500',
      'Phone',
      '4000',
      'newsletter',
      'yes',
    ])
      expect(page).toContain(text);
    expect(page).toContain('<a href="/offers/42">42</a>');
    expect(page).toContain('<th scope="row">utm_source</th><td>google</td>');
    expect(page).toContain('<li>/search</li><li>/cars/2022-toyota-corolla-7</li>');
  });

  it('leaves out what a lead did not carry', () => {
    const bare = { ...lead, carPhoto: null, message: { ...lead.message, car: null, tradeIn: null, utm: {}, visitedPages: [], otherFields: {}, offerId: null } };
    expect(html(<CarFacts lead={bare} />)).toBe('');
    const request = html(<RequestFacts lead={bare} />);
    expect(request).not.toContain('Trade-in');
    expect(request).not.toContain('Offer');
    expect(html(<SourceFacts lead={bare} />)).not.toContain('<table');
  });

  it('offers its status and every member to assign it to, each with a label, saved together', () => {
    const handling = html(<Handling lead={lead} members={[jo, sam]} saving={false} onUpdate={vi.fn()} />);
    expect(handling).toContain('<label for="lead-status">Status</label>');
    expect(handling).toContain('<option value="contacted" selected="">Contacted</option>');
    expect(handling).toContain('<label for="lead-assignee">Assigned to</label>');
    expect(handling).toContain('<option value="">Unassigned</option>');
    expect(handling).toContain('<option value="m1">Jo Smith (jo@harbourside.example.com)</option>');
    expect(handling).toContain('<option value="m2" selected="">sam@harbourside.example.com</option>');
    expect(handling).toContain('<button type="submit" class="button">Save</button>');
    // Before the team loads, the assignee is still shown.
    expect(html(<Handling lead={lead} members={null} saving={false} onUpdate={vi.fn()} />)).toContain(
      '<option value="m2" selected="">sam@harbourside.example.com</option>',
    );
  });

  it('shows notes with who wrote them and when, above a labelled form', () => {
    const notes = html(<Notes lead={lead} onAdd={vi.fn()} />);
    expect(notes).toContain('Left a voicemail');
    expect(notes).toContain('jo@harbourside.example.com, <time dateTime="2026-11-27T02:00:00.000Z">27/11/2026 at 12:00 pm</time>');
    expect(notes).toContain('<label for="lead-note">Add a note</label>');
    expect(html(<Notes lead={{ ...lead, notes: [] }} onAdd={vi.fn()} />)).toContain('No notes yet.');
  });

  it("shows each delivery's state with Send again, named for its target", () => {
    const deliveries = html(<Deliveries lead={lead} sending={null} onSendAgain={vi.fn()} />);
    expect(deliveries).toContain('<th scope="row">E-mail to sales@harbourside.example.com</th>');
    expect(deliveries).toContain('Failed');
    expect(deliveries).toContain('550 mailbox unavailable');
    expect(deliveries).toContain('Delivered');
    expect(deliveries).toContain('Send again<span class="visually-hidden"> (Webhook to crm.example.com)</span>');
    expect(deliveries.match(/>Send again</g)).toHaveLength(2);
  });

  it('records who did what and when', () => {
    expect(html(<History lead={lead} />)).toContain('27/11/2026 at 12:10 pm</time> · jo@harbourside.example.com: status: new → contacted');
    expect(html(<History lead={{ ...lead, history: [] }} />)).toContain('No one has worked on this lead yet.');
  });
});

describe('the report', () => {
  const report: StaffReport = {
    days: [
      { date: '2026-11-26', carViews: 40, leads: 2 },
      { date: '2026-11-27', carViews: 10, leads: 4 },
    ],
    byKind: [{ key: 'test-drive', leads: 3 }],
    bySourcePage: [{ key: '/cars/x', leads: 3 }],
    byUtmSource: [],
    topCars: [{ id: 7, name: '2022 Toyota Corolla', views: 1200 }],
  };

  it('puts views and leads per day in a table, the bars hidden from screen readers', () => {
    const view = html(<ReportView report={report} />);
    expect(view).toContain('<p class="staff-report__range">26/11/2026 to 27/11/2026</p>');
    expect(view).toContain('<caption id="report-days">Car views and leads per day</caption>');
    expect(view).toContain('<th scope="row">26/11/2026</th>');
    expect(view).toContain('<span class="staff-bar" aria-hidden="true"><span class="staff-bar__fill" style="width:100%"></span></span>');
    expect(view).toContain('style="width:25%"');
    expect(view).toContain('style="width:50%"');
  });

  it('counts leads by kind, source page and UTM source, and names the most viewed cars', () => {
    const view = html(<ReportView report={report} />);
    expect(view).toContain('<h2 id="report-kind">Leads by kind</h2>');
    expect(view).toContain('<th scope="row">Test drive</th>');
    expect(view).toContain('<th scope="row">/cars/x</th>');
    expect(view).toMatch(/<h2 id="report-utm">Leads by UTM source<\/h2><p class="staff-empty">None in these dates.<\/p>/);
    expect(view).toContain('<th scope="row">2022 Toyota Corolla</th><td><span class="staff-report__number">1,200</span>');
  });
});

describe('the team', () => {
  it('lets an admin remove others (not themself) and invite; staff see the list only', () => {
    const asAdmin = html(<MemberTable members={[jo, sam]} me={jo} onRemove={vi.fn()} />);
    expect(asAdmin).toContain('Remove<span class="visually-hidden"> sam@harbourside.example.com</span>');
    expect(asAdmin).not.toContain('Remove<span class="visually-hidden"> jo@');
    expect(asAdmin).toContain('Not signed in yet');
    const asStaff = html(<MemberTable members={[jo, sam]} me={sam} onRemove={null} />);
    expect(asStaff).not.toContain('Remove');
    expect(asStaff).toContain('<caption id="staff-team-caption">Members of staff</caption>');
  });

  it('invites by e-mail with a role, each labelled', () => {
    const form = html(<InviteForm onInvited={vi.fn()} />);
    expect(form).toContain('<label for="invite-email">E-mail</label>');
    expect(form).toContain('<label for="invite-role">Role</label>');
    expect(form).toContain('<option value="admin">Admin</option>');
    expect(form).toContain('Send invitation</button>');
  });
});
