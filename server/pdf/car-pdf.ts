/**
 * A car's one-page brochure, rendered with pdfkit: name, price, main photo, key facts, features, dealer
 * comments and how to reach the dealer. The title is also the PDF's document title.
 */
import PDFDocument from 'pdfkit';
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { priceDisplay, priceText } from '../../runtime/finance/price.ts';
import { carPhone, formatPhone } from '../../runtime/site/phones.ts';
import { carDetails, carFeatures, carName, caravanSpecs, keyInformation } from '../../runtime/site/car-facts.ts';

const MARGIN = 50;

/** Tall enough to show the car, short enough that the key facts still start on the first page. */
const PHOTO_HEIGHT = 300;

/** `photo` is the main photo as PNG or JPEG bytes (car-photo.ts); without one the facts move up. */
export function carPdf(car: Car, tenant: Tenant, photo: Buffer | null = null): Promise<Buffer> {
  const name = carName(car);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: name, Author: tenant.name, Subject: `${name} at ${tenant.name}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(tenant.name);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(name);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(tenant.theme.primary)
    .text(priceText(priceDisplay(car, tenant)));
  doc.moveDown();
  if (photo) {
    doc.image(photo, { fit: [doc.page.width - 2 * MARGIN, PHOTO_HEIGHT], align: 'center' });
    doc.moveDown();
  }

  const section = (title: string, rows: { label: string; value: unknown }[]) => {
    if (rows.length === 0) return;
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(title);
    doc.moveDown(0.3);
    for (const row of rows) doc.font('Helvetica-Bold').fontSize(10).text(`${row.label}: `, { continued: true }).font('Helvetica').text(String(row.value));
    doc.moveDown();
  };
  section('Key Information', keyInformation(car));
  section('Car Details', carDetails(car));
  section('Caravan Specifications', caravanSpecs(car));

  const features = carFeatures(car);
  if (features.length) {
    doc.font('Helvetica-Bold').fontSize(13).text('Features');
    doc.moveDown(0.3).font('Helvetica').fontSize(10).list(features, { bulletRadius: 1.5 });
    doc.moveDown();
  }
  if (car.dealercomments) {
    doc.font('Helvetica-Bold').fontSize(13).text('Dealer Comments');
    doc.moveDown(0.3).font('Helvetica').fontSize(10).text(car.dealercomments);
    doc.moveDown();
  }

  const phone = carPhone(tenant.phones, car, { warn: () => undefined });
  const contact = [car.location?.name ?? tenant.name, phone ? `Call ${formatPhone(phone)}` : null].filter(Boolean).join(' · ');
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(contact);
  doc.end();
  return done;
}
