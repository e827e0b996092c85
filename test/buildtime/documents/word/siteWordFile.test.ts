/** @jest-environment node */
/**
 * The site's résumé as a Word file: published (dist/ is public) only where the owner's résumé
 * settings ask for it, for a person of the test's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drawPage } from '../../../../src/buildtime/documents/drawPage';
import { resumeData, resumeTexts } from '../../../../src/buildtime/documents/resumeData';
import { chooseFonts } from '../../../../src/buildtime/documents/typeset/fonts';
import { lookOf } from '../../../../src/buildtime/look/look';
import { docxLines } from '../../../../src/buildtime/resumeDocument/docxLines';
import { generatedFiles } from '../../../../src/lib/generatedFiles';
import { typefaces } from '../../../../styles/looks';
import { checkedFixture, importedContent } from '../../../support/checkedContent';

const person = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, '../../../fixtures/resume-documents/people/en.json'),
    'utf8',
  ),
) as { basics: { name: string } };

const drawnFiles = async (resume: object) => {
  const { content, words } = checkedFixture({ ...importedContent(person, 'en'), resume });
  const look = lookOf(content.owner.style);
  const fonts = chooseFonts(content.language.tag, resumeTexts(resumeData(content, words)), {
    drawing: typefaces[look.font].drawing,
  });
  if ('problems' in fonts) throw new Error(fonts.problems.join('\n'));
  const page = await drawPage({
    content,
    words,
    fonts: fonts.fonts,
    look,
    photo: null,
    resumeJson: '{}',
  });
  return page.files;
};

describe("the site's résumé as a Word file", () => {
  it('is not published unless the owner asks for it', async () => {
    expect(Object.keys(await drawnFiles({}))).not.toContain(generatedFiles.resumeDocx);
  }, 60_000);

  it('is published beside resume.pdf with resume.wordFile, the owner’s name first', async () => {
    const files = await drawnFiles({ wordFile: true });
    const lines = await docxLines(files[generatedFiles.resumeDocx]!);
    expect(lines[0]!.text).toBe(person.basics.name);
  }, 60_000);
});
