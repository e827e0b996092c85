/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  linkedInExports,
  linkedInPrivateValues,
  linkedInResume,
} from '../../support/linkedInExports';
import { writeFileTree } from '../../support/fileTree';
import { contentImport, newDir } from '../../support/contentImport';
import { placeholdersLeft, placeholdersInShort } from '../../../src/buildtime/content/placeholders';
import { contactSettingsOf } from '../../../src/buildtime/settings/contactSettings';

/** Every file under a folder, by its path in it, with its bytes as text. */
const filesIn = (dir: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
      }),
  );

describe("npm run content:import, given LinkedIn's export", () => {
  it('writes content and images with no private value in them, the same every time, and says what each file gave', () => {
    const { file, tag } = linkedInExports.current;
    const [first, second] = [newDir(), newDir()];
    const run = contentImport(first, file, '--language', tag);
    expect(run.status).toBe(0);
    const { read } = linkedInResume('current');
    for (const exported of read.files.values())
      expect(run.output).toContain(`\n  - ${exported.path}: `);
    const written = filesIn(first);
    for (const value of linkedInPrivateValues)
      for (const [name, text] of Object.entries(written))
        expect({ name, value, found: text.includes(value) }).toEqual({ name, value, found: false });
    // The roles at one company share its logo.
    const { experience } = JSON.parse(written['portfolio.json']!);
    expect(new Set(experience.slice(0, 3).map((job: { image: string }) => job.image)).size).toBe(1);
    expect(contentImport(second, file, '--language', tag).status).toBe(0);
    expect(filesIn(second)).toEqual(written);
    // Its last line: how many things are still drawn, as npm run content:check names them.
    const left = placeholdersLeft({
      contentFile: run.content,
      contact: contactSettingsOf(process.env, 'production'),
    });
    expect(left.length).toBeGreaterThan(0);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(placeholdersInShort(left));
  });

  it('takes the phone number into the content when asked, unpublished', () => {
    const dir = newDir();
    expect(contentImport(dir, linkedInExports.older.file, '--phone').status).toBe(0);
    const { profile } = JSON.parse(fs.readFileSync(path.join(dir, 'portfolio.json'), 'utf8'));
    expect(profile.phone).toBe(linkedInResume('older', { phone: true }).basics.phone);
    expect(profile).not.toHaveProperty('showPhone');
  });

  it('adds the same owner’s export in another language as a translation', () => {
    const dir = newDir();
    const { current, older } = linkedInExports;
    expect(contentImport(dir, older.file, '--language', older.tag).status).toBe(0);
    const added = contentImport(dir, current.file, '--language', current.tag, '--add');
    expect(added.output).toContain(`Added ${current.tag}`);
    expect(fs.existsSync(path.join(dir, `portfolio.${current.tag}.json`))).toBe(true);
  });

  it('stops with one line naming a folder that is not the export, and writes nothing', () => {
    const dir = newDir();
    const folder = writeFileTree({ 'notes.csv': 'a,b\n1,2\n' });
    const run = contentImport(dir, folder);
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(`${folder} is not LinkedIn's data export`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
