/** @jest-environment node */
/**
 * The project's own résumé layouts, drawn as the build draws them from people of the test's own
 * (imported as `npm run content:import` imports a JSON Resume), read back by their text alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importedContent } from '../../support/checkedContent';
import { drawnResume } from '../../support/drawnResume';
import { readBack } from '../../support/documentScore';

const people = path.join(__dirname, '../../fixtures/resume-documents/people');

describe.each([
  ['en', 'classic'],
  ['de', 'compact'],
  ['es', 'banner'],
] as const)('a résumé in %s drawn in the %s layout', (tag, layout) => {
  it('reads back every field it shows, and nothing else', async () => {
    const person = JSON.parse(fs.readFileSync(path.join(people, `${tag}.json`), 'utf8'));
    const pdf = new Uint8Array(drawnResume(importedContent(person, tag), { layout }).pdf);
    const { fields, madeUp, read } = await readBack(pdf, 'pdf', person);
    expect(fields.filter((field) => !field.right)).toEqual([]);
    expect(fields.length).toBeGreaterThan(35);
    expect(madeUp).toEqual([]);
    expect(read.language).toBe(tag);
  }, 60_000);
});
