/** @jest-environment node */
/**
 * The reader scored on documents other tools made (test/fixtures/resume-documents/: JSON Resume
 * themes printed by Chromium, a Word file written with docx and LibreOffice's PDF of it) from
 * people of the test's own, field by field against the JSON each was made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docxLines } from '../../../src/buildtime/resumeDocument/docxLines';
import { pdfLines } from '../../../src/buildtime/resumeDocument/pdfLines';
import { readResumeDocument } from '../../../src/buildtime/resumeDocument/readResumeDocument';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { scoreResume } from '../../support/resumeScore';

const corpus = path.join(__dirname, '../../fixtures/resume-documents');
const documents = fs.readdirSync(path.join(corpus, 'documents')).sort();
const personOf = (file: string): JsonResume =>
  JSON.parse(fs.readFileSync(path.join(corpus, 'people', `${file.split('.')[0]}.json`), 'utf8'));

/**
 * The share of shown fields each kind of document must read right, a little under what the
 * reader reads today (the closing note of issue 66 gives each document's score): a change that
 * reads less fails here.
 */
const floors: [RegExp, number][] = [
  [/\.word(-libreoffice)?\./, 1],
  [/\.theme-even\./, 0.85],
  [/\.theme-flat\./, 0.8],
  [/\.theme-elegant\./, 0.8],
  [/\.theme-macchiato\./, 0.6],
];
const overallFloor = 0.88;

async function scoreOf(file: string) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, 'documents', file)));
  const kind = file.endsWith('.docx') ? 'docx' : 'pdf';
  const lines = kind === 'pdf' ? await pdfLines(bytes) : await docxLines(bytes);
  const text = lines.map((line) => [line.text, ...line.links].join(' ')).join(' ');
  const { resume } = await readResumeDocument(bytes, kind, {});
  return scoreResume(personOf(file), resume, text);
}

describe('résumés other tools made, read back', () => {
  const scores = new Map<string, Awaited<ReturnType<typeof scoreOf>>>();
  beforeAll(async () => {
    for (const file of documents) scores.set(file, await scoreOf(file));
  }, 120_000);

  it('holds documents of every tool, in English and two other languages', () => {
    for (const tool of [
      'theme-even',
      'theme-flat',
      'theme-elegant',
      'theme-macchiato',
      'word',
      'word-libreoffice',
    ])
      for (const language of ['en', 'de', 'es'])
        expect(documents.some((file) => file.startsWith(`${language}.${tool}.`))).toBe(true);
  });

  it.each(documents)('%s: no value the document does not hold', (file) => {
    expect(scores.get(file)!.madeUp).toEqual([]);
  });

  it.each(documents)('%s: the fields it shows read right, at its floor or above', (file) => {
    const { fields } = scores.get(file)!;
    const floor = floors.find(([pattern]) => pattern.test(file))![1];
    const wrong = fields.filter((field) => !field.right);
    const share = (fields.length - wrong.length) / fields.length;
    if (share < floor) expect(wrong).toEqual([]); // names the fields read wrong
    expect(share).toBeGreaterThanOrEqual(floor);
  });

  it('reads right, over all the documents, the share it reads today', () => {
    const fields = [...scores.values()].flatMap((score) => score.fields);
    expect(fields.filter((field) => field.right).length / fields.length).toBeGreaterThanOrEqual(
      overallFloor,
    );
  });
});
