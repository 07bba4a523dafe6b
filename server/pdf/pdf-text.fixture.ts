/**
 * What a PDF from pdfkit draws, for tests: its image XObjects and the text of its pages. pdfkit deflates each
 * page's content and writes text as hex strings split at kerning, so the streams are inflated and each TJ array's
 * pieces joined.
 */
import { inflateSync } from 'node:zlib';

export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image's stream, or one that is not text
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const pieces = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
