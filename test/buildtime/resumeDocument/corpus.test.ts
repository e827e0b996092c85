/** @jest-environment node */
/**
 * The reader scored on documents other tools made (test/fixtures/resume-documents/: JSON Resume
 * themes printed by Chromium, a Word file written with docx and LibreOffice's PDF of it) from
 * people of the test's own, field by field against the JSON each was made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import {
  type DocumentScore,
  scoreDocument,
  scoresTable,
  shareOf,
} from '../../support/documentScore';
import { scoreResume } from '../../support/resumeScore';

const corpus = path.join(__dirname, '../../fixtures/resume-documents');
const documents = fs.readdirSync(path.join(corpus, 'documents')).sort();
const personOf = (file: string): JsonResume =>
  JSON.parse(fs.readFileSync(path.join(corpus, 'people', `${file.split('.')[0]}.json`), 'utf8'));

/**
 * The share of shown fields each kind of document must read right, a value made up counted as
 * one read wrong: a little under what the reader reads today (docs/measurements.md gives each
 * document's score, and this test prints them), so that a change that reads less fails here.
 */
const floors: [RegExp, number][] = [
  [/\.word(-libreoffice)?\./, 1],
  [/\.theme-even\./, 0.98],
  [/\.theme-flat\./, 0.99],
  [/\.theme-elegant\./, 0.99],
  [/\.theme-macchiato\./, 0.97],
];
/** The goal: 95 % of the fields the documents show, over all of them. */
const overallFloor = 0.95;
const rightToLeftAndChinese = /^(ar|zh-Hans)\./;
const hebrewAndJapanese = /^(he|ja)\./;

const scoreOf = (file: string) =>
  scoreDocument(path.join(corpus, 'documents', file), personOf(file));

describe('résumés other tools made, read back', () => {
  const scores = new Map<string, DocumentScore>();
  beforeAll(async () => {
    for (const file of documents) scores.set(file, await scoreOf(file));
  }, 120_000);
  afterAll(() => process.stdout.write(`\nRésumé documents read back:\n${scoresTable(scores)}\n`));

  it('holds documents of every tool, in English, two other languages and four other scripts', () => {
    for (const tool of [
      'theme-even',
      'theme-flat',
      'theme-elegant',
      'theme-macchiato',
      'word',
      'word-libreoffice',
    ])
      for (const language of ['en', 'de', 'es', 'ar', 'zh-Hans', 'he', 'ja'])
        expect(documents.some((file) => file.startsWith(`${language}.${tool}.`))).toBe(true);
  });

  it.each(documents)('%s: no value the document does not hold', (file) => {
    expect(scores.get(file)!.madeUp).toEqual([]);
  });

  it.each(documents)('%s: the fields it shows read right, at its floor or above', (file) => {
    const score = scores.get(file)!;
    const floor = floors.find(([pattern]) => pattern.test(file))![1];
    const share = shareOf([score]);
    if (share < floor) expect(score.fields.filter((field) => !field.right)).toEqual([]); // names them
    expect(share).toBeGreaterThanOrEqual(floor);
  });

  // The import's report is true: a line no field read is listed as unplaced, never dropped.
  it.each(documents)('%s: every word in the content, an unplaced line or a heading', (file) => {
    expect(scores.get(file)!.leftOut).toEqual([]);
  });

  // The themes print their headings in English whatever the résumé's language.
  it.each(documents)('%s: in the language its words are written in', (file) => {
    expect(scores.get(file)!.language).toBe(file.split('.')[0]);
  });

  it('reads right, over the documents in Latin script, 95 % of the fields they show', () => {
    const latin = [...scores].filter(
      ([file]) => !rightToLeftAndChinese.test(file) && !hebrewAndJapanese.test(file),
    );
    expect(shareOf(latin.map(([, score]) => score))).toBeGreaterThanOrEqual(overallFloor);
  });

  it('reads right, over the Arabic and Chinese documents, 95 % of the fields they show', () => {
    const others = [...scores].filter(([file]) => rightToLeftAndChinese.test(file));
    expect(others.length).toBeGreaterThanOrEqual(12);
    expect(shareOf(others.map(([, score]) => score))).toBeGreaterThanOrEqual(overallFloor);
  });

  it('reads right, over the Hebrew and Japanese documents, 95 % of the fields they show', () => {
    const others = [...scores].filter(([file]) => hebrewAndJapanese.test(file));
    expect(others.length).toBeGreaterThanOrEqual(12);
    expect(shareOf(others.map(([, score]) => score))).toBeGreaterThanOrEqual(overallFloor);
  });

  it('counts a value made up as a field read wrong', () => {
    const [file, score] = [...scores][0]!;
    const person = personOf(file);
    const madeUp = scoreResume(
      person,
      { ...person, basics: { ...person.basics, label: 'Astronaut of the Year' } },
      fs.readFileSync(path.join(corpus, 'people', `${file.split('.')[0]}.json`), 'utf8'),
    );
    expect(madeUp.madeUp).toEqual(['basics.label: Astronaut of the Year']);
    const scored = { ...madeUp, language: 'en', unplaced: 0, leftOut: [] };
    expect(shareOf([scored])).toBeLessThan(shareOf([{ ...scored, madeUp: [] }]));
    expect(score.fields.length).toBeGreaterThan(0);
  });
});
