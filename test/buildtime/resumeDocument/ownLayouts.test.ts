/** @jest-environment node */
/**
 * The project's own résumé layouts, drawn as the build draws them from people of the test's own
 * (imported as `npm run content:import` imports a JSON Resume), read back by their text alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pdfLines } from '../../../src/buildtime/resumeDocument/pdfLines';
import { readResumeDocument } from '../../../src/buildtime/resumeDocument/readResumeDocument';
import { importedContent } from '../../support/checkedContent';
import { drawnResume } from '../../support/drawnResume';
import { scoreResume } from '../../support/resumeScore';

const people = path.join(__dirname, '../../fixtures/resume-documents/people');

describe.each([
  ['en', 'classic'],
  ['de', 'compact'],
  ['es', 'banner'],
] as const)('a résumé in %s drawn in the %s layout', (tag, layout) => {
  it('reads back every field it shows, and nothing else', async () => {
    const person = JSON.parse(fs.readFileSync(path.join(people, `${tag}.json`), 'utf8'));
    const pdf = new Uint8Array(drawnResume(importedContent(person, tag), { layout }).pdf);
    const lines = await pdfLines(pdf);
    const text = lines.map((line) => [line.text, ...line.links].join(' ')).join(' ');
    const { resume, language } = await readResumeDocument(pdf, 'pdf', {});
    const { fields, madeUp } = scoreResume(person, resume, text);
    expect(fields.filter((field) => !field.right)).toEqual([]);
    expect(fields.length).toBeGreaterThan(35);
    expect(madeUp).toEqual([]);
    expect(language).toBe(tag);
  }, 60_000);
});
