/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTranslations, translationFiles } from '../../../src/buildtime/content/translations';
import { translationOf } from '../../../src/buildtime/content/translationFile';
import samplePortfolio from '../../../src/content/sample.json';
import { ownerFixture } from '../../support/checkedContent';

/** A content folder of the test's own: the sample, and the given files beside it. */
function contentFolder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  fs.writeFileSync(path.join(dir, 'portfolio.json'), JSON.stringify(samplePortfolio));
  for (const [name, value] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  return path.join(dir, 'portfolio.json');
}

const german = { ...translationOf(ownerFixture(samplePortfolio)), language: 'de' };

describe('translations beside the content', () => {
  it('finds each by its name, and checks it in its own language and catalog', () => {
    const contentFile = contentFolder({ 'portfolio.de.json': german, 'notes.json': {} });
    expect(translationFiles(contentFile).map(({ tag }) => tag)).toEqual(['de']);
    const result = readTranslations(contentFile);
    if ('problems' in result) throw new Error(result.problems.join('\n'));
    const [translation] = result.translations;
    expect(translation!.checked.content.language).toMatchObject({ tag: 'de', dir: 'ltr' });
    expect(translation!.untranslated).toEqual([]);
  });

  it('names the file and what is wrong: a language its name does not say, a language with no catalog', () => {
    const contentFile = contentFolder({
      'portfolio.fr.json': german,
      'portfolio.kk.json': { ...german, language: 'kk' },
    });
    expect(readTranslations(contentFile)).toEqual({
      problems: [
        expect.stringMatching(/portfolio\.fr\.json:\d+:\d+: "language" must be "fr"/),
        expect.stringMatching(
          /portfolio\.kk\.json:\d+:\d+: language: language "kk" has no catalog/,
        ),
      ],
    });
  });
});
