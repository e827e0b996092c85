/**
 * What a layout-based résumé parser reads of a résumé PDF (layoutParser.ts), as lines for the
 * owner: each entry, with a mark, and the fields read into another entry; then the share read
 * right.
 */
import { drawnSections, type ResumeData } from '../drawn/resumeData';
import { fieldsRead, readAsLayoutParser } from './layoutParser';
import { readRuns } from './pdfText';

export async function readingTable(
  pdf: Buffer,
  drawn: ResumeData,
): Promise<{ lines: string[]; share: number }> {
  const readings = readAsLayoutParser(drawnSections(drawn.sections), await readRuns(pdf));
  const lines: string[] = [];
  let section = '';
  for (const reading of readings) {
    if (reading.section !== section) {
      section = reading.section;
      lines.push(section);
    }
    const wrong = reading.fields.filter(({ right }) => !right).map(({ text }) => `"${text}"`);
    lines.push(
      wrong.length === 0
        ? `  ✓ ${reading.fields.map(({ text }) => text).join(' · ')}`
        : `  ✗ ${reading.title}: ${wrong.join(', ')} read as part of another entry`,
    );
  }
  const { right, fields } = fieldsRead(readings);
  return { lines, share: fields === 0 ? 1 : right / fields };
}
