/**
 * A lead as an e-mail for the people at the dealership: a one-line subject, and the same details as plain text and as
 * HTML. Every value is escaped on its way into the HTML and only web, mailto and tel addresses become links, so what a
 * shopper typed (a message, a name, the page they came from) shows as text and can never add markup or a script.
 */
import { formatCount } from '../../runtime/site/numbers.ts';
import { telHref } from '../../runtime/site/phones.ts';
import type { LeadMessage, LeadMessageCar, LeadMessageTradeIn } from '../../runtime/site/lead-message.ts';

/** One line of a summary; `href` makes its value a link in the HTML. */
export interface LeadDetail {
  label: string;
  value: string;
  href?: string | undefined;
}

export interface LeadSection {
  title: string;
  details: LeadDetail[];
}

/** The shopper's message keeps its own block: its line breaks are part of what they wrote. */
type SummarySection = LeadSection | { title: string; text: string };

export interface LeadSummary {
  subject: string;
  text: string;
  html: string;
}

export const dollars = (amount: number): string => `$${formatCount(amount)}`;

/** The shopper's name as they gave it, whole or as first and last name. */
export function shopperName(contact: LeadMessage['contact']): string | null {
  return contact.name?.trim() || [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() || null;
}

const detail = (label: string, value: string | null | undefined, href?: string): LeadDetail[] => (value ? [{ label, value, href }] : []);

/** A page the shopper saw, as a link: visited pages are paths on the dealer's site, so they are read from its address. */
function webLink(address: string | null, site: string | null): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, site ?? undefined);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Each side encoded, so an address cannot bring its own `?cc=` or `&body=` along. */
const mailtoHref = (email: string) => `mailto:${email.split('@').map(encodeURIComponent).join('@')}`;

function customerSection({ contact }: LeadMessage): LeadSection {
  return {
    title: 'Customer',
    details: [
      ...detail('Name', shopperName(contact)),
      ...detail('Email', contact.email, contact.email ? mailtoHref(contact.email) : undefined),
      ...detail('Phone', contact.phone, contact.phone ? telHref(contact.phone) : undefined),
      ...detail('Postcode', contact.postcode),
    ],
  };
}

function carSection(car: LeadMessageCar): LeadSection {
  return {
    title: 'Car',
    details: [
      ...detail('Car', car.name, webLink(car.url, null)),
      ...detail('Condition', car.condition),
      ...detail('Stock number', car.stockNumber),
      ...detail('VIN', car.vin),
      ...detail('Price', car.price === null ? null : dollars(car.price)),
    ],
  };
}

function tradeInSection(tradeIn: LeadMessageTradeIn): LeadSection {
  return {
    title: 'Trade-in',
    details: [
      ...detail('Vehicle', tradeIn.vehicle),
      ...detail('Rego', `${tradeIn.rego} (${tradeIn.state})`),
      ...detail('Kilometres', tradeIn.kms === null ? null : `${formatCount(tradeIn.kms)} km`),
      ...detail('Online offer', tradeIn.offerPrice === null ? null : dollars(tradeIn.offerPrice)),
    ],
  };
}

/** What the lead asks for and where it came from: the summary's last sections, and the comments of its ADF document. */
export function enquirySections(message: LeadMessage): LeadSection[] {
  const site = message.tenant.url;
  const sections: LeadSection[] = [
    {
      title: 'Enquiry',
      details: [
        ...detail('Category', [message.category, message.subcategory].filter(Boolean).join(' / ')),
        ...detail('Preferred contact', message.contact.preferredContact),
        ...detail('Requested time', message.requestedAt),
        ...detail('Offer', message.offerId),
        ...detail('Budget', message.budget === null ? null : dollars(message.budget)),
        ...detail('Deposit', message.deposit === null ? null : dollars(message.deposit)),
        ...detail('Location', message.location?.name),
      ],
    },
    {
      title: 'Source',
      details: [
        ...detail('Page', message.pageUrl, webLink(message.pageUrl, site)),
        ...Object.entries(message.utm).flatMap(([name, value]) => detail(name, value)),
        ...message.visitedPages.flatMap((page, i) => detail(`Visited page ${i + 1}`, page, webLink(page, site))),
      ],
    },
    { title: 'Other fields', details: Object.entries(message.otherFields).flatMap(([name, value]) => detail(name, value)) },
  ];
  return sections.filter((section) => section.details.length > 0);
}

/** Headers are one line: a line break in a name or a category must not end the subject. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();

function subjectOf(message: LeadMessage): string {
  const shopper = shopperName(message.contact) ?? message.contact.email ?? message.contact.phone ?? 'a shopper';
  const car = message.car;
  const about = car ? ` — ${car.name}${car.stockNumber ? ` (stock ${car.stockNumber})` : ''}` : '';
  return oneLine(`New ${message.category} from ${shopper}${about}`);
}

const lines = (text: string) => text.split(/\r\n|\r|\n/);

function plainText(subject: string, sections: SummarySection[], footer: string): string {
  const blocks = sections.map((section) =>
    [section.title.toUpperCase(), ...('text' in section ? lines(section.text) : section.details.map((d) => `${d.label}: ${d.value}`))].join('\n'),
  );
  return `${[subject, ...blocks, footer].join('\n\n')}\n`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
const multiline = (text: string) => lines(text).map(escapeHtml).join('<br>');

const CELL = 'padding:6px 12px;border-bottom:1px solid #e5e5e5;text-align:left;vertical-align:top;';
const LABEL = `${CELL}width:30%;color:#555555;`;
const TITLE = 'padding:18px 12px 6px;border-bottom:2px solid #222222;text-align:left;font-size:15px;';

function valueHtml({ value, href }: LeadDetail): string {
  return href ? `<a href="${escapeHtml(href)}" style="color:#0b57d0;">${multiline(value)}</a>` : multiline(value);
}

function html(subject: string, sections: SummarySection[], footer: string): string {
  const rows = sections.flatMap((section) => [
    `<tr><th colspan="2" style="${TITLE}">${escapeHtml(section.title)}</th></tr>`,
    ...('text' in section
      ? [`<tr><td colspan="2" style="${CELL}">${multiline(section.text)}</td></tr>`]
      : section.details.map((d) => `<tr><td style="${LABEL}">${escapeHtml(d.label)}</td><td style="${CELL}">${valueHtml(d)}</td></tr>`)),
  ]);
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.4;color:#222222;">',
    `<h1 style="margin:0 0 8px;font-size:20px;">${escapeHtml(subject)}</h1>`,
    '<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:680px;">',
    ...rows,
    '</table>',
    `<p style="margin:16px 0 0;color:#777777;font-size:12px;">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

export function leadSummary(message: LeadMessage): LeadSummary {
  const subject = subjectOf(message);
  const sections: SummarySection[] = [
    customerSection(message),
    ...(message.car ? [carSection(message.car)] : []),
    ...(message.message?.trim() ? [{ title: 'Message', text: message.message.trim() }] : []),
    ...(message.tradeIn ? [tradeInSection(message.tradeIn)] : []),
    ...enquirySections(message),
  ].filter((section) => 'text' in section || section.details.length > 0);
  const site = message.tenant.url ? `${message.tenant.name} (${message.tenant.url})` : message.tenant.name;
  const footer = `Lead ${message.leadId}, received ${message.createdAt} on ${site}.`;
  return { subject, text: plainText(subject, sections, footer), html: html(subject, sections, footer) };
}
