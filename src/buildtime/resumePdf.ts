import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { palette } from '../../styles/palette';
import type { SiteContent } from '../content/types';

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

/**
 * The text with every character the standard PDF fonts cannot show replaced: accents dropped
 * where that gives a letter they have ('Ł' stays a question mark), so any name still builds.
 */
function printable(text: string, font: PDFFont): string {
  const canShow = (character: string) => {
    try {
      font.encodeText(character);
      return true;
    } catch {
      return false;
    }
  };
  return [...text.normalize('NFC')]
    .map((character) => {
      if (canShow(character)) return character;
      const plain = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return plain && canShow(plain) ? plain : '?';
    })
    .join('');
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

  const write = (rawText: string, style: Style) => {
    const text = printable(rawText, style.font);
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

  const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('  |  ');
  /** A heading and its entries, or nothing for a section without entries. */
  const section = <T>(title: string, entries: T[], writeEntry: (entry: T) => void) => {
    if (entries.length === 0) return;
    heading(title);
    entries.forEach(writeEntry);
  };

  write(profile.name, { font: bold, size: 22, color: ink });
  write(profile.title, { font: bold, size: 12, color: accent, gapBefore: 2 });
  detail(joined(profile.email, profile.codeHosting?.href, profile.professionalNetwork?.href));
  body(profile.tagline, 6);

  heading('About');
  body(about.summary);
  section('Skills', about.skillGroups, (group) =>
    body(`${group.name}: ${group.skills.join(', ')}`),
  );
  section('Experience', experience, (entry) => {
    entryTitle(`${entry.title}, ${entry.company}`);
    detail(joined(entry.location, entry.date));
    entry.bullets.forEach(bullet);
  });
  section('Awards', awards, (award) => {
    entryTitle(award.place ? `${award.place}: ${award.title}` : award.title);
    detail(joined(award.organiser, award.date));
    if (award.summary) body(award.summary);
  });
  section('Education', education, (entry) => {
    entryTitle(`${entry.degree}, ${entry.institute}`);
    if (entry.duration) detail(entry.duration);
  });
  section('Selected projects', projects, (project) => {
    entryTitle(project.title);
    project.description.forEach(bullet);
  });

  return pdf.save({ useObjectStreams: false });
}
