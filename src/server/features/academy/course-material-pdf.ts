import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SeedMaterial } from './seed-materials-content';

// A4 in points, and the salon's palette.
const PAGE = { width: 595.28, height: 841.89, margin: 64 };
const INK = rgb(0.169, 0.133, 0.125);
const TAUPE = rgb(0.42, 0.36, 0.333);
const GOLD = rgb(0.722, 0.573, 0.353);

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A printable course handout: a title page band, sections, bullets and a footer on every page. */
export async function renderMaterialPdf(
  courseName: string,
  material: SeedMaterial,
  number: number,
  salonName: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${courseName} - Material ${number}`);
  pdf.setAuthor(salonName);
  pdf.setSubject(material.title);
  pdf.setCreator(salonName);
  pdf.setProducer(salonName);
  // Fixed dates keep the seeded files byte-for-byte the same on every run.
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));

  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - PAGE.margin * 2;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y - height < PAGE.margin + 30) newPage();
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of wrap(text, font, size, textWidth - indent)) {
      ensure(size * 1.5);
      page.drawText(line, { x: PAGE.margin + indent, y: y - size, size, font, color });
      y -= size * 1.5;
    }
  };

  // Heading band.
  page.drawText('AURORA ACADEMY', {
    x: PAGE.margin,
    y: y - 9,
    size: 9,
    font: sansBold,
    color: GOLD,
  });
  y -= 24;
  page.drawLine({
    start: { x: PAGE.margin, y },
    end: { x: PAGE.margin + 48, y },
    thickness: 1,
    color: GOLD,
  });
  y -= 18;
  write(courseName, serif, 14, TAUPE);
  y -= 4;
  write(material.title, serifBold, 26);
  y -= 2;
  write(material.subtitle, serif, 14, TAUPE);
  y -= 18;

  for (const section of material.sections) {
    ensure(60);
    y -= 8;
    write(section.heading, serifBold, 16);
    y -= 4;
    for (const paragraph of section.paragraphs ?? []) {
      write(paragraph, sans, 11);
      y -= 6;
    }
    for (const bullet of section.bullets ?? []) {
      ensure(18);
      page.drawCircle({ x: PAGE.margin + 4, y: y - 7.5, size: 1.8, color: GOLD });
      write(bullet, sans, 11, INK, 16);
      y -= 3;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const footer = `${salonName} · Material exclusivo para alunos · ${index + 1}/${pages.length}`;
    p.drawText(footer, {
      x: PAGE.margin,
      y: PAGE.margin - 24,
      size: 8,
      font: sans,
      color: TAUPE,
    });
  });
  return pdf.save();
}
