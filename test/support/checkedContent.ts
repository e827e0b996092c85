import { checkContent, type CheckedContent } from '../../src/buildtime/content/contentCheck';
import { parseOwnerContent, type OwnerContent } from '../../src/buildtime/content/schema';
import { fromJsonResume } from '../../src/buildtime/jsonResume/importResume';
import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { loadLanguage } from '../../src/buildtime/content/languages';
import samplePortfolio from '../../src/content/sample.json';

/** A content fixture as the build makes it (defaults, dates, words); throws on a broken fixture. */
export function checkedFixture(raw: unknown = samplePortfolio): CheckedContent {
  const checked = checkContent(raw);
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  return checked;
}

/** A content fixture as the schema reads it (sections left out have no entries); throws if broken. */
export function ownerFixture(raw: unknown = samplePortfolio): OwnerContent {
  const owner = parseOwnerContent(raw);
  if ('problems' in owner) throw new Error(owner.problems.join('\n'));
  return owner;
}

/** A JSON Resume as `npm run content:import` makes it into content (no images of its own). */
export function importedContent(resume: unknown, tag = 'en') {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  const imported = fromJsonResume(resume as JsonResume, () => false, {
    tag,
    catalog: language.catalog,
  });
  if ('problems' in imported) throw new Error(imported.problems.join('\n'));
  return imported.content;
}
