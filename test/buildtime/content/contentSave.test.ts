/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saveContent, versionOf } from '../../../src/buildtime/content/contentSave';
import type { Json } from '../../../src/lib/json';

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

type Content = { [key: string]: Json } & { experience: Json[]; profile: Record<string, string> };
const loaded = () => JSON.parse(ownerText) as Content;
/** Saves `draft` as the editor does, having loaded `text`; no check fails. */
const save = (draft: Json, text = ownerText, check = () => [] as string[]) =>
  saveContent(
    file,
    { draft, loaded: JSON.parse(text) as Json, version: versionOf(text) },
    { check },
  );
const changedLines = (before: string, after: string) => {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return next.filter((line, index) => line !== old[index]);
};

describe('saving the editor’s draft into the owner’s content file', () => {
  it('writes one changed value as one changed line, the rest byte for byte', () => {
    const draft = loaded();
    draft.experience[1] = { id: 'gamma-2019', company: 'Gamma Labs' };
    expect(save(draft)).toMatchObject({ written: true });
    const written = fs.readFileSync(file, 'utf8');
    expect(changedLines(ownerText, written)).toEqual(['            "company": "Gamma Labs"']);
    expect(written.split('\n')).toHaveLength(ownerText.split('\n').length);
    expect(JSON.parse(written)).toEqual(draft);
  });

  it('keeps the $schema line, key order and an entry laid out on one line when another changes', () => {
    const draft = loaded();
    (draft.profile as { title: string }).title = 'Staff Data Engineer';
    save(draft);
    const written = fs.readFileSync(file, 'utf8');
    expect(changedLines(ownerText, written)).toEqual([
      '    "profile": { "name": "Noor Haddad", "title": "Staff Data Engineer" },',
    ]);
  });

  it('adds and removes list entries without touching the entries kept', () => {
    const draft = loaded();
    draft.experience = [draft.experience[1]!, { id: 'experience-3', company: 'Epsilon' }];
    save(draft);
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
    expect(save(loaded())).toEqual({
      written: false,
      content: loaded(),
      version: versionOf(ownerText),
    });
    expect(fs.statSync(file).mtimeMs).toBe(0);
    expect(before).not.toBe(0);
  });

  it('keeps a change saved elsewhere since the draft was loaded, and writes the draft’s own', () => {
    const elsewhere = ownerText.replace('Noor Haddad', 'Noor H.');
    fs.writeFileSync(file, elsewhere);
    const draft = loaded();
    draft.profile.title = 'Staff Data Engineer';
    expect(save(draft)).toMatchObject({ written: true });
    expect(fs.readFileSync(file, 'utf8')).toBe(
      elsewhere.replace('"Data Engineer"', '"Staff Data Engineer"'),
    );
  });

  it('keeps an entry added elsewhere and one added in the draft, each where it was put', () => {
    const added = { id: 'beta-2015', company: 'Beta' };
    const elsewhere = { ...loaded(), experience: [...loaded().experience, added] };
    fs.writeFileSync(file, JSON.stringify(elsewhere, null, 4));
    const draft = loaded();
    draft.experience = [{ id: 'epsilon-2024', company: 'Epsilon' }, ...draft.experience];
    (draft.experience[2] as Record<string, string>).company = 'Gamma Labs';
    save(draft);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).experience).toEqual([
      { id: 'epsilon-2024', company: 'Epsilon' },
      loaded().experience[0],
      { id: 'gamma-2019', company: 'Gamma Labs' },
      added,
    ]);
  });

  it('writes nothing where both changed one value, and names it with both values', () => {
    const elsewhere = ownerText.replace('"Data Engineer"', '"Platform Engineer"');
    fs.writeFileSync(file, elsewhere);
    const draft = loaded();
    draft.profile.title = 'Staff Data Engineer';
    draft.profile.name = 'Noor Haddad-Li';
    const saved = save(draft);
    expect(saved).toEqual({
      conflicts: [
        { path: ['profile', 'title'], yours: 'Staff Data Engineer', onDisk: 'Platform Engineer' },
      ],
      content: { ...draft, profile: { name: 'Noor Haddad-Li', title: 'Staff Data Engineer' } },
      onDisk: JSON.parse(elsewhere),
      version: versionOf(elsewhere),
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(elsewhere);
    // Chosen, and saved again against the file's version: written.
    const chosen = (saved as unknown as { content: Content }).content;
    expect(save(chosen, elsewhere)).toMatchObject({ written: true });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(chosen);
  });

  it('keeps the file’s line endings and its final newline, the lines it adds too', () => {
    const crlf = ownerText.replace(/\n/g, '\r\n');
    fs.writeFileSync(file, crlf);
    const draft = JSON.parse(crlf) as Content;
    draft.profile.title = 'Staff Data Engineer';
    draft.experience = [...draft.experience, { id: 'beta-2015', company: 'Beta' }];
    save(draft, crlf);
    const written = fs.readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual(draft);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
    expect(written.endsWith('}\r\n')).toBe(true);
  });

  it('writes a new file in its place (a reader of the old one never sees half of either)', () => {
    const reader = `${file}.reader`;
    fs.linkSync(file, reader);
    const draft = loaded();
    draft.profile.title = 'Staff Data Engineer';
    save(draft);
    expect(fs.readFileSync(reader, 'utf8')).toBe(ownerText);
    expect(fs.readFileSync(file, 'utf8')).toContain('Staff Data Engineer');
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(
      [path.basename(file), path.basename(reader)].sort(),
    );
  });

  it('writes nothing the check refuses, and says why', () => {
    const draft = loaded();
    draft.profile.title = '';
    expect(save(draft, ownerText, () => ['profile.title must not be empty'])).toEqual({
      issues: ['profile.title must not be empty'],
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(ownerText);
  });
});
