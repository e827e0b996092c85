import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ownerContent } from './support/content';
import { expect, test } from './support/fixtures';
import { e2eDist } from './support/site';
import { readPdf } from '../support/pdfReader';
import { sameOnEveryScreen } from './support/screens';

/**
 * What the owner keeps private: a phone number and a street address not shown (showPhone,
 * showAddress), and, for an owner imported from an export, what the export held that is not a
 * résumé (E2E_PRIVATE_VALUES names that list: test:e2e:linkedin).
 */
const { profile } = ownerContent;
const privateValues = [
  ...(profile.showPhone ? [] : [profile.phone]),
  ...(profile.showAddress ? [] : [profile.location?.address, profile.location?.postalCode]),
  ...(process.env.E2E_PRIVATE_VALUES
    ? Object.values(JSON.parse(fs.readFileSync(process.env.E2E_PRIVATE_VALUES, 'utf8')) as string[])
    : []),
].filter((value): value is string => !!value);

/**
 * A built file as text, as a reader gets it: unpacked; a PDF as its title and text layer (its
 * bytes are compressed, and their cross-reference table is digits that any number may match).
 */
async function readable(file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.br')) return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return zlib.gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.pdf')) {
    const { title, runs } = await readPdf(bytes);
    return [title, ...runs.map((run) => run.text)].join(' ').replace(/\s+/g, ' ');
  }
  return bytes.toString('utf8');
}

test('no built file holds what the owner keeps private', { tag: sameOnEveryScreen }, async () => {
  test.skip(test.info().project.name !== 'desktop', 'The files are the same for every browser.');
  test.skip(privateValues.length === 0, 'The owner keeps nothing private.');
  const files = fs
    .readdirSync(e2eDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.some((file) => file.endsWith('resume.pdf'))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = await readable(file);
    for (const value of privateValues) if (text.includes(value)) found.push(`${value} in ${file}`);
  }
  expect(found).toEqual([]);
});
