/**
 * Leads as CSV (RFC 4180), one row a lead: what `dealer-gen leads export` writes and the staff inbox's export starts
 * from. Every cell is quoted and every place a spreadsheet could start a formula is defused.
 */
import { stringify, type Options } from 'csv-stringify/sync';
import type { LeadMessageTradeIn } from '../runtime/site/lead-message.ts';
import type { LeadRecord } from './store/leads.ts';

export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'category',
  'subcategory',
  'department',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'location',
  'car_id',
  'car',
  'stock_number',
  'vin',
  'price',
  'requested_at',
  'offer_id',
  'budget',
  'deposit',
  'message',
  'trade_in',
  'url',
  'utm',
  'visited_pages',
  'payload',
] as const;

/**
 * Where a spreadsheet may start a formula: the cell's start, and after a separator, as one that splits on ; or a tab
 * (or a tool that splits lines) makes `Jo;=HYPERLINK(…)` two cells. Spaces before the formula character count too.
 */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n]) *)(?=[=+\-@\t\r])/g;

/** Every place a formula could start defused by a ', so a spreadsheet shows the text as it was sent. */
const defused = (text: string): string => text.replace(FORMULA_START, "'");

/** Every cell quoted, whatever it holds, so no cell's own text decides how a spreadsheet reads it. */
const CSV_OPTIONS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: 'windows',
  cast: {
    string: defused,
    number: (value) => defused(String(value)),
    boolean: String,
    object: (value) => defused(JSON.stringify(value)),
  },
};

/** Rows as CSV (RFC 4180, CRLF line ends); null and undefined are empty cells. */
export function csv(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], CSV_OPTIONS);
}

function field(lead: Pick<LeadRecord, 'payload'>, key: string): unknown {
  const payload = (lead.payload ?? {}) as Record<string, unknown>;
  const fields = (payload.fields ?? {}) as Record<string, unknown>;
  return fields[key] ?? payload[key] ?? '';
}

const tradeInText = (tradeIn: LeadMessageTradeIn | null) =>
  tradeIn &&
  [
    tradeIn.vehicle,
    `${tradeIn.rego} (${tradeIn.state})`,
    tradeIn.kms === null ? null : `${tradeIn.kms} km`,
    tradeIn.offerPrice === null ? null : `offer ${tradeIn.offerPrice}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * One row a lead: the columns a person reads first, from the lead as it was delivered (a lead stored before that was
 * kept has its form's own fields there and the rest empty), then the whole payload so nothing a shopper sent is lost.
 */
export function leadRow(
  lead: Pick<LeadRecord, 'createdAt' | 'kind' | 'category' | 'subcategory' | 'email' | 'phone' | 'carId' | 'payload' | 'message'> & { id: number | string },
): unknown[] {
  const m = lead.message;
  return [
    lead.id,
    lead.createdAt,
    lead.kind,
    lead.category,
    lead.subcategory,
    m?.deliveryCategory,
    field(lead, 'name'),
    field(lead, 'last_name'),
    lead.email,
    lead.phone,
    field(lead, 'postcode'),
    m?.location?.name,
    lead.carId,
    m?.car?.name,
    m?.car?.stockNumber ?? field(lead, 'stock_number'),
    m?.car?.vin,
    m?.car?.price,
    m?.requestedAt ?? field(lead, 'booking_at'),
    m?.offerId,
    m?.budget,
    m?.deposit,
    m?.message ?? field(lead, 'message'),
    tradeInText(m?.tradeIn ?? null),
    field(lead, 'url'),
    m &&
      Object.entries(m.utm)
        .map(([key, value]) => `${key}=${value}`)
        .join('&'),
    m?.visitedPages.join(' '),
    lead.payload,
  ];
}

export function leadsCsv(leads: readonly LeadRecord[]): string {
  return csv([LEAD_CSV_COLUMNS, ...leads.map(leadRow)]);
}
