/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saveContent } from '../../../src/buildtime/content/contentSave';
import type { Json } from '../../../src/buildtime/content/migrations/migration';

// A layout of the owner's own: four spaces, an entry on one line, a list on one line.
const ownerText = `{
    "$schema": "../src/content/schemas/content.json",
    "language": "en",
    "profile": { "name": "Noor Haddad", "title": "Data Engineer" },
    "experience": [
        { "id": "delta-2022", "company": "Delta", "bullets": ["Moved the warehouse.", "Cut costs."] },
        {
            "id": "gamma-2019",
            "company": "Gamma"
        }
    ]
}
`;

let file: string;
beforeEach(() => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edit-save-')), 'portfolio.json');
  fs.writeFileSync(file, ownerText);
});

const loaded = () => JSON.parse(ownerText) as { [key: string]: Json } & { experience: Json[] };
const changedLines = (before: string, after: string) => {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return next.filter((line, index) => line !== old[index]);
};

describe('saving the editor’s draft into the owner’s content file', () => {
  it('writes one changed value as one changed line, the rest byte for byte', () => {
    const draft = loaded();
    draft.experience[1] = { id: 'gamma-2019', company: 'Gamma Labs' };
    expect(saveContent(file, ownerText, draft)).toMatchObject({ written: true });
    const written = fs.readFileSync(file, 'utf8');
    expect(changedLines(ownerText, written)).toEqual(['            "company": "Gamma Labs"']);
    expect(written.split('\n')).toHaveLength(ownerText.split('\n').length);
    expect(JSON.parse(written)).toEqual(draft);
  });

  it('keeps the $schema line, key order and an entry laid out on one line when another changes', () => {
    const draft = loaded();
    (draft.profile as { title: string }).title = 'Staff Data Engineer';
    saveContent(file, ownerText, draft);
    const written = fs.readFileSync(file, 'utf8');
    expect(changedLines(ownerText, written)).toEqual([
      '    "profile": { "name": "Noor Haddad", "title": "Staff Data Engineer" },',
    ]);
  });

  it('adds and removes list entries without touching the entries kept', () => {
    const draft = loaded();
    draft.experience = [draft.experience[1]!, { id: 'experience-3', company: 'Epsilon' }];
    saveContent(file, ownerText, draft);
    const written = fs.readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual(draft);
    expect(written).toContain(
      '        {\n            "id": "gamma-2019",\n            "company": "Gamma"\n        }',
    );
    expect(written).toContain(
      '"$schema": "../src/content/schemas/content.json",\n    "language": "en",',
    );
  });

  it('writes nothing when nothing changed', () => {
    const before = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    expect(saveContent(file, ownerText, loaded())).toEqual({ written: false, text: ownerText });
    expect(fs.statSync(file).mtimeMs).toBe(0);
    expect(before).not.toBe(0);
  });

  it('refuses to overwrite a file changed elsewhere since it was loaded', () => {
    const elsewhere = ownerText.replace('Noor Haddad', 'Noor H.');
    fs.writeFileSync(file, elsewhere);
    const draft = loaded();
    (draft.profile as { title: string }).title = 'Staff Data Engineer';
    expect(saveContent(file, ownerText, draft)).toEqual({ changedOnDisk: true });
    expect(fs.readFileSync(file, 'utf8')).toBe(elsewhere);
  });
});
