import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatInstant, salonTime } from '@shared/salon-dates';
import type { SignedFormRecord } from '@shared/clinical-forms';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts write Windows-1252 only: anything else becomes a close ASCII or '?'. */
const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '*')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');

function answerText(
  q: SignedFormRecord['questions'][number],
  a: SignedFormRecord['answers'][string] | undefined,
) {
  if (!a) return '(no answer)';
  if (q.kind === 'signature') return '(signed: see the signature below)';
  const v = a.value;
  const main = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : Array.isArray(v) ? v.join(', ') : v;
  return a.detail?.trim() ? `${main} - ${a.detail.trim()}` : main || '(no answer)';
}

/**
 * The signed form as a PDF (issue 33): each question and its answer, the typed name and drawn
 * signature, the time (UK) and address, and the version's hash, so the paper copy can be checked
 * against the stored version.
 */
export async function signedFormPdf(
  record: SignedFormRecord,
  signature: string,
  salonName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${record.title} - ${record.typedName}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const lines = (text: string, f: PDFFont, size: number) => {
    const out: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > width && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  };
  const write = (text: string, f = font, size = 10, gap = 4) => {
    for (const line of lines(text, f, size)) {
      if (y - size < MARGIN) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 3;
    }
    y -= gap;
  };

  write(salonName, bold, 9, 2);
  write(record.title, bold, 16, 10);
  for (const q of record.questions) {
    write(q.label, bold, 10, 1);
    write(answerText(q, record.answers[q.id]), font, 10, 8);
  }
  y -= 6;
  write(`Signed by: ${record.typedName}`, bold, 11, 2);
  const signedAt = new Date(record.signedAt);
  write(`Signed on: ${formatInstant(signedAt, 'longDate')} at ${salonTime(signedAt)} (UK time)`);
  write(`From address: ${record.ipAddress ?? 'not recorded'}`);
  write(`Form version ${record.version}, SHA-256 ${record.versionHash}`, font, 8);
  if (record.flags.length) write(`Alerts: ${record.flags.join(', ')}`, bold, 10);
  const image = await doc.embedPng(signaturePngBytes(signature));
  const scale = Math.min(1, 240 / image.width, 90 / image.height);
  if (y - image.height * scale - 20 < MARGIN) {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  }
  write('Signature:', bold, 10, 2);
  page.drawImage(image, {
    x: MARGIN,
    y: y - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return doc.save();
}

/** A drawn signature's PNG bytes; signing refuses one that is not a PNG, so the PDF can draw it. */
export const signaturePngBytes = (dataUrl: string) =>
  Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPng = (dataUrl: string) =>
  signaturePngBytes(dataUrl).subarray(0, 8).equals(PNG_MAGIC);
