/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { placeholdersLeft } from '../../../src/buildtime/content/placeholders';
import { contentImportReading, newDir } from '../../support/contentImport';
import { zipFile } from '../../support/zipFile';
import otherOwner from '../../fixtures/other-owner.resume.json';

// The reader of a document's layout (helper 66b's) stands in here by what it answers: this
// suite is about what the import does with the lines it could not place.
const reading = {
  resume: otherOwner,
  language: 'de',
  unplaced: [
    {
      line: 'Verfügbar ab März, Umzug möglich',
      page: 2,
      reason: 'a line outside any entry',
      near: 'work[0].summary',
    },
    { line: 'Ehrenamt', reason: 'a heading it did not know' },
    { line: otherOwner.work[0]!.name, reason: 'an entry with no dates', placedIn: 'work[0]' },
  ],
};

const noMail = { reachedBy: 'mailto' } as const;

describe('what the reader of a résumé could not place', () => {
  const dir = newDir();
  const document = path.join(newDir(), 'Lebenslauf.docx');
  fs.writeFileSync(document, zipFile([{ name: 'word/document.xml', data: '<w:document/>' }]));
  const run = contentImportReading(reading, dir, document);
  const contentFile = run.content;

  it('is imported in the language the reader found', () => {
    expect(run.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(contentFile, 'utf8')).language).toBe(reading.language);
  });

  it('is kept in the content, each line with its page, why, and where in the content it belongs or went', () => {
    const { unplacedLines } = JSON.parse(fs.readFileSync(contentFile, 'utf8'));
    expect(unplacedLines).toEqual([
      { ...reading.unplaced[0], near: 'experience[0].summary' },
      reading.unplaced[1],
      { ...reading.unplaced[2], placedIn: 'experience[0]' },
    ]);
  });

  it('is listed after the import with the line it came from', () => {
    for (const { line } of reading.unplaced) expect(run.stdout).toContain(`"${line}"`);
    expect(run.stdout).toContain('page 2');
    expect(run.stdout).toContain('not published until you put it in experience[0].summary');
  });

  it('is listed by content:check until the owner removes it from the content', () => {
    const listed = () =>
      placeholdersLeft({ contentFile: contentFile, contact: noMail }).filter((line) =>
        line.includes('unplacedLines'),
      );
    expect(listed()).toHaveLength(reading.unplaced.length);
    reading.unplaced.forEach(({ line }, index) => expect(listed()[index]).toContain(`"${line}"`));

    const { unplacedLines: _looked, ...content } = JSON.parse(fs.readFileSync(contentFile, 'utf8'));
    fs.writeFileSync(contentFile, JSON.stringify(content));
    expect(listed()).toEqual([]);
  });
});
