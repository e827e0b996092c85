/** @jest-environment node */
import { checkContent } from '../../../src/buildtime/content/contentCheck';
import { drawnTexts } from '../../../src/buildtime/content/drawnTexts';
import { showDates } from '../../../src/buildtime/content/dates';
import { chooseFonts, fontPackages } from '../../../src/buildtime/documents/typeset/fonts';
import { importedContent } from '../../support/checkedContent';
import persianResume from '../../fixtures/scripts/resume.fa.json';
import hebrewResume from '../../fixtures/scripts/resume.he.json';

describe.each([
  ['fa', persianResume, 'Almarai'],
  ['he', hebrewResume, 'Noto Sans Hebrew'],
])('a résumé in %s, imported', (tag, resume, family) => {
  const checked = checkContent(importedContent(resume, tag));
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  const { content, words } = checked;

  it('is content written right to left, in its catalog’s words', () => {
    expect(content.language).toMatchObject({ tag, dir: 'rtl' });
    expect(content.sections.find(({ id }) => id === 'experience')?.title).toBe(
      words.experienceTitle,
    );
    // Gregorian months in the language, with Western digits.
    const [job] = resume.work;
    expect(content.entries.experience[0]!.date).toBe(
      showDates(tag, { start: job!.startDate }, words),
    );
    expect(content.entries.experience[0]!.date).toMatch(/\d{4}/);
  });

  it('is drawn by a font that has its letters, with Latin ones beside them', () => {
    const drawing = chooseFonts(tag, drawnTexts(checked));
    if ('problems' in drawing) throw new Error(drawing.problems.join('\n'));
    expect(drawing.fonts.map(({ font }) => font.family)).toEqual(
      expect.arrayContaining([family, 'Noto Sans']),
    );
    expect(fontPackages.some((font) => font.family === family)).toBe(true);
  });
});
