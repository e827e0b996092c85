/** @jest-environment node */
/**
 * An application's Word files and plain-text résumé: written from the résumé as its PDF draws it
 * (fitted to its pages), in its order and language, for an owner of the suite's own in Arabic.
 */
import { drawApplication } from '../../../src/buildtime/applications/drawApplication';
import type { Application } from '../../../src/buildtime/applications/applicationFile';
import { isolates } from '../../../src/buildtime/documents/resumeData';
import { docxLines } from '../../../src/buildtime/resumeDocument/docxLines';
import { readZip } from '../../../src/buildtime/zipArchive';
import { fileWord } from '../../../src/lib/fileNames';
import arabicOwner from '../../fixtures/arabic-owner/portfolio.json';
import germanTranslation from '../../fixtures/arabic-owner/portfolio.de.json';
import {
  catalogOf,
  contentFile,
  germanLetter as letter,
} from '../../support/arabicOwnerApplication';

const drawn = async (application: Application) => {
  const made = drawApplication(contentFile, application);
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return { ...made, formats: await made.otherFormats() };
};
const partOf = (docx: Buffer, part: string) => {
  const read = readZip(docx, (name) => name === part);
  if ('problem' in read) throw new Error(read.problem);
  return read.files.get(part)!.toString('utf8');
};
/** Whether `texts` stand in `lines` in this order. */
const inOrder = (lines: string[], texts: string[]) => {
  let at = -1;
  return texts.every((text) => {
    at = lines.findIndex((line, index) => index > at && line.includes(text));
    return at >= 0;
  });
};
const plain = (text: string) => text.replace(isolates, '');

describe("an application's Word files and plain text", () => {
  it('are the résumé fitted as its PDF is, in its order, named beside the PDFs', async () => {
    const arabic = catalogOf('ar');
    const { formats, resume } = await drawn({ resume: { pages: 1 }, letter });
    const name = fileWord(arabicOwner.profile.name);
    const resumeName = `${name}-${fileWord(arabic.resume)}`;
    expect(Object.keys(formats).sort()).toEqual(
      [
        `${resumeName}.docx`,
        `${resumeName}.txt`,
        `${name}-${fileWord(arabic.coverLetter)}.docx`,
      ].sort(),
    );
    const entries = resume.drawn.sections.flatMap((section) => [
      section.title,
      ...(section.entries ?? []).map((entry) => plain(entry.title)),
    ]);
    const text = formats[`${resumeName}.txt`]!.toString('utf8');
    const lines = text.split('\n');
    expect(inOrder(lines, [arabicOwner.profile.name, ...entries])).toBe(true);
    expect(text).not.toMatch(/[\t\f\v\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    const word = (await docxLines(formats[`${resumeName}.docx`]!)).map((line) => line.text);
    expect(inOrder(word, [arabicOwner.profile.name, ...entries])).toBe(true);
    // What the fit left out of the PDF is out of both.
    const drawnIds = new Set(
      resume.drawn.sections.flatMap((s) => s.entries ?? []).map((e) => e.id),
    );
    const leftOut = resume.drawn === undefined ? [] : (arabicOwner.projects ?? []);
    for (const project of leftOut)
      if (!drawnIds.has(project.id)) expect(text).not.toContain(project.title);
  });

  it('are right to left in Arabic, and the letter in its translation’s language and order', async () => {
    const german = catalogOf('de');
    const { formats } = await drawn({ language: 'de', letter });
    const shownName = germanTranslation.profile.name;
    const letterFile = formats[`${fileWord(shownName)}-${fileWord(german.coverLetter)}.docx`]!;
    const lines = (await docxLines(letterFile)).map((line) => line.text);
    expect(
      inOrder(lines, [
        shownName,
        ...letter.to,
        letter.subject,
        letter.greeting,
        ...letter.body,
        letter.closing,
        shownName,
      ]),
    ).toBe(true);
    expect(partOf(letterFile, 'docProps/core.xml')).toContain('<dc:language>de</dc:language>');
    expect(partOf(letterFile, 'word/document.xml')).not.toContain('<w:bidi/>');

    const { formats: arabicFormats } = await drawn({ letter });
    const arabic = catalogOf('ar');
    const arabicResume =
      arabicFormats[`${fileWord(arabicOwner.profile.name)}-${fileWord(arabic.resume)}.docx`]!;
    const document = partOf(arabicResume, 'word/document.xml');
    expect(document.match(/<w:bidi\/>/g)?.length).toBe(document.match(/<w:p>|<w:p /g)?.length);
  });
});
