import type { PublicFile } from './images.ts';

export interface DocumentSpec {
  file: string;
  title: string;
  /** Plain ASCII lines: the PDF uses a standard font, which has no Chinese glyphs. */
  lines: string[];
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF 1.4 with a title and lines of text: small, real, and readable by any viewer. */
export function renderPdf(spec: DocumentSpec): Buffer {
  const text = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `(${escapePdfText(spec.title)}) Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '16 TL',
    ...spec.lines.map((line) => `(${escapePdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes, as the format requires.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Every document as a public file. */
export const documentFiles = (specs: readonly DocumentSpec[]): PublicFile[] => specs.map((spec) => ({ name: spec.file, bytes: renderPdf(spec) }));
