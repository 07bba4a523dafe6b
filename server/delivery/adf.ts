/**
 * A lead as an ADF/XML 1.0 document (Auto-lead Data Format), what dealer CRMs take by e-mail. It is built with
 * xmlbuilder2, so every value is escaped, and a character XML 1.0 cannot carry (a control character, an unpaired
 * surrogate) is dropped: one stray byte in a message would otherwise make a CRM refuse the whole lead.
 * An element without a value is left out rather than sent empty, so a lead about no car has no <vehicle>, although
 * the ADF DTD asks for one.
 */
import { create } from 'xmlbuilder2';
import type { LeadMessage, LeadMessageCar, LeadMessageTradeIn } from '../../runtime/site/lead-message.ts';
import { enquirySections, shopperName } from './lead-summary.ts';

/** The software that sends the lead, named in the document's <provider>. */
export interface LeadProvider {
  name: string;
  version: string;
}

type XmlElement = ReturnType<typeof create>;

const CURRENCY = 'AUD';

function optional(parent: XmlElement, name: string, value: string | number | null | undefined, attributes: Record<string, string> = {}): void {
  if (value !== null && value !== undefined && value !== '') parent.ele(name, attributes).txt(String(value));
}

const lines = (...values: (string | null | undefined)[]) => values.filter(Boolean).join('\n');

/** ADF 1.0 knows buy, lease, sell, trade-in and test-drive only: a service or parts lead about a car is "buy", its department in the comments. */
function interestOf(message: LeadMessage): string {
  return message.kind === 'test-drive' ? 'test-drive' : 'buy';
}

function carVehicle(prospect: XmlElement, message: LeadMessage, car: LeadMessageCar): void {
  const vehicle = prospect.ele('vehicle', { interest: interestOf(message), status: /^(new|demo)$/i.test(car.condition) ? 'new' : 'used' });
  vehicle.ele('id', { source: 'dealer-gen' }).txt(String(car.id));
  optional(vehicle, 'year', car.year);
  optional(vehicle, 'make', car.make);
  optional(vehicle, 'model', car.model);
  optional(vehicle, 'vin', car.vin);
  optional(vehicle, 'stock', car.stockNumber);
  optional(vehicle, 'trim', car.badge);
  optional(vehicle, 'price', car.price, { type: 'asking', currency: CURRENCY });
  optional(vehicle, 'comments', lines(car.name, car.url));
}

function tradeInVehicle(prospect: XmlElement, tradeIn: LeadMessageTradeIn): void {
  const vehicle = prospect.ele('vehicle', { interest: 'trade-in', status: 'used' });
  optional(vehicle, 'odometer', tradeIn.kms, { status: 'unknown', units: 'km' });
  optional(vehicle, 'price', tradeIn.offerPrice, { type: 'offer', currency: CURRENCY });
  optional(vehicle, 'comments', lines(tradeIn.vehicle, `Rego: ${tradeIn.rego} (${tradeIn.state})`));
}

function customer(prospect: XmlElement, message: LeadMessage): void {
  const { contact } = message;
  const element = prospect.ele('customer');
  const person = element.ele('contact');
  if (contact.firstName && contact.lastName) {
    person.ele('name', { part: 'first' }).txt(contact.firstName);
    person.ele('name', { part: 'last' }).txt(contact.lastName);
  } else {
    optional(person, 'name', shopperName(contact), { part: 'full' });
  }
  const preferred = contact.preferredContact ?? '';
  optional(person, 'email', contact.email, /e-?mail/i.test(preferred) ? { preferredcontact: '1' } : {});
  optional(person, 'phone', contact.phone, { type: 'voice', ...(/phone|sms|call|text|mobile/i.test(preferred) ? { preferredcontact: '1' } : {}) });
  if (contact.postcode) person.ele('address').ele('postalcode').txt(contact.postcode);
  if (message.requestedAt) element.ele('timeframe').ele('description').txt(message.requestedAt);
  const said = message.message?.trim().replace(/\r\n?/g, '\n');
  const details = enquirySections(message).flatMap((section) => section.details.map((d) => `${d.label}: ${d.value}`));
  optional(element, 'comments', [said, details.join('\n')].filter(Boolean).join('\n\n'));
}

function vendor(prospect: XmlElement, { tenant, location }: LeadMessage): void {
  const element = prospect.ele('vendor');
  element.ele('id', { source: 'dealer-gen' }).txt(location ? String(location.id) : tenant.slug);
  element.ele('vendorname').txt(tenant.name);
  optional(element, 'url', tenant.url);
  const contact = element.ele('contact');
  contact.ele('name', { part: 'full' }).txt(location?.name ?? tenant.name);
  optional(contact, 'phone', location?.phone, { type: 'voice' });
}

export function adfDocument(message: LeadMessage, provider: LeadProvider): string {
  const document = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  document.ins('adf', 'version="1.0"');
  const prospect = document.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: message.tenant.name }).txt(message.leadId);
  prospect.ele('requestdate').txt(message.createdAt);
  if (message.car) carVehicle(prospect, message, message.car);
  if (message.tradeIn) tradeInVehicle(prospect, message.tradeIn);
  customer(prospect, message);
  vendor(prospect, message);
  const sender = prospect.ele('provider');
  sender.ele('name', { part: 'full' }).txt(provider.name);
  sender.ele('service').txt(`dealer-gen lead delivery ${provider.version}`);
  optional(sender, 'url', message.tenant.url);
  return document.end({ prettyPrint: true });
}
