/**
 * The sample stock's history report: a one-page PDF that says plainly it is a demonstration, so a demo car's
 * "history report" button opens a document from this server instead of a dead link. It states no history.
 */
import PDFDocument from 'pdfkit';

export const SAMPLE_REPORT_TITLE = 'Sample vehicle history report';

export function sampleHistoryReportPdf(vin: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${SAMPLE_REPORT_TITLE} ${vin}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(SAMPLE_REPORT_TITLE);
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(`VIN ${vin}`);
  doc.moveDown().text("This report comes with the demonstration stock. A dealer's own stock links the history report from its provider here.");
  doc.end();
  return done;
}
