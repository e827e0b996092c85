import path from 'node:path';
import { readExport } from '../../src/buildtime/linkedIn/exportFiles';
import { fromLinkedIn } from '../../src/buildtime/linkedIn/fromLinkedIn';
import { loadLanguage } from '../../src/buildtime/content/languages';
import privateValues from '../fixtures/linkedin/private-values.json';

const fixtures = path.join(__dirname, '../fixtures/linkedin');

/**
 * The test's own LinkedIn exports, of one made-up owner: today's, as the ZIP LinkedIn sends, in
 * German; and 2018's, unpacked to a folder, in English. Each has the quirks of real exports.
 */
export const linkedInExports = {
  current: { file: path.join(fixtures, 'export-2026-de.zip'), tag: 'de' },
  older: { file: path.join(fixtures, 'export-2018-en'), tag: 'en' },
} as const;
export type LinkedInExport = keyof typeof linkedInExports;

/** What the fixtures hold that must never be published: birth date, other people, messages, …. */
export const linkedInPrivateValues = Object.values(privateValues);

type Entry = Record<string, unknown>;

/**
 * The export as the import reads it, and the JSON Resume it makes of it; `basics` and `sections`
 * are that resume, for a test to read any field of.
 */
export function linkedInResume(which: LinkedInExport, { phone = false } = {}) {
  const { file, tag } = linkedInExports[which];
  const read = readExport(file);
  if (!read || 'problem' in read) throw new Error(`${file} is not read as an export`);
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  const made = fromLinkedIn(read, { tag, catalog: language.catalog, phone });
  const { basics, ...sections } = made.resume as { basics: Entry } & Record<string, Entry[]>;
  return { read, tag, catalog: language.catalog, ...made, basics, sections };
}
