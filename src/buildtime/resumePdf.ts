import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { palette } from '../../styles/palette';
import type { SiteContent } from '../content/validateContent';

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 50;
const textWidth = pageSize[0] - 2 * margin;
/** A palette colour (#rrggbb) as pdf-lib wants it. */
const pdfColor = (hex: string) => {
  const [r = 0, g = 0, b = 0] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map(
    (pair) => parseInt(pair, 16) / 255,
  );
  return rgb(r, g, b);
};
const ink = pdfColor(palette.light.text);
const accent = pdfColor(palette.light.accent);
const muted = pdfColor(palette.light.muted);

interface Style {
  font: PDFFont;
  size: number;
  color: typeof ink;
  gapBefore?: number;
  indent?: number;
}

/** Splits text into lines that fit the width in the given font. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the resume, one page or more, from the same content the page shows. */
export async function buildResumePdf(content: SiteContent): Promise<Uint8Array> {
  const { profile, about, experience, awards, education, projects } = content;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${profile.name} – Resume`);
  pdf.setAuthor(profile.name);
  pdf.setSubject(profile.title);
  // A fixed date keeps the file identical for identical content.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const write = (text: string, style: Style) => {
    const indent = style.indent ?? 0;
    y -= style.gapBefore ?? 0;
    for (const line of wrap(text, style.font, style.size, textWidth - indent)) {
      if (y - style.size < margin) {
        page = pdf.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      y -= style.size * 1.3;
      page.drawText(line, {
        x: margin + indent,
        y,
        size: style.size,
        font: style.font,
        color: style.color,
      });
    }
  };
  const heading = (text: string) =>
    write(text.toUpperCase(), { font: bold, size: 11, color: accent, gapBefore: 14 });
  const body = (text: string, gapBefore = 0) =>
    write(text, { font: regular, size: 10, color: ink, gapBefore });
  const detail = (text: string) => write(text, { font: regular, size: 9, color: muted });
  const entryTitle = (text: string) =>
    write(text, { font: bold, size: 10.5, color: ink, gapBefore: 8 });
  const bullet = (text: string) =>
    write(`•  ${text}`, { font: regular, size: 10, color: ink, indent: 8 });

  write(profile.name, { font: bold, size: 22, color: ink });
  write(profile.title, { font: bold, size: 12, color: accent, gapBefore: 2 });
  detail(
    `${profile.email}  |  ${profile.codeHosting.href}  |  ${profile.professionalNetwork.href}`,
  );
  body(profile.tagline, 6);

  heading('About');
  body(about.summary);
  heading('Skills');
  for (const group of about.skillGroups) body(`${group.name}: ${group.skills.join(', ')}`);

  heading('Experience');
  for (const entry of experience) {
    entryTitle(`${entry.title}, ${entry.company}`);
    detail(`${entry.location}  |  ${entry.date}`);
    entry.bullets.forEach(bullet);
  }

  heading('Awards');
  for (const award of awards) {
    entryTitle(`${award.place}: ${award.title}`);
    detail(`${award.organiser}  |  ${award.date}`);
  }

  heading('Education');
  for (const entry of education) {
    entryTitle(`${entry.degree}, ${entry.institute}`);
    detail(entry.duration);
  }

  heading('Selected projects');
  for (const project of projects) {
    entryTitle(project.title);
    project.description.forEach(bullet);
  }

  return pdf.save({ useObjectStreams: false });
}
