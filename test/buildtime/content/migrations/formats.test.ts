/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { readOwnerContent } from '../../../../src/buildtime/content/contentCheck';
import { readSitePages } from '../../../../src/buildtime/content/sitePages';
import { locatorOf } from '../../../../src/buildtime/content/jsonLocation';
import { currentFormat } from '../../../../src/buildtime/content/migrations';
import { migrateContent } from '../../../../src/buildtime/content/migrations/migrateContent';
import { migrateContentFile } from '../../../../src/buildtime/content/migrations/migrateFile';
import { projectPaths } from '../../../../src/buildtime/settings/projectPaths';
import { writeFileTree } from '../../../support/fileTree';
import { isObject, type Json } from '../../../../src/lib/json';

type Path = (string | number)[];

const formatsDir = path.join(__dirname, '../../../fixtures/formats');
/** The sample owner as each commit shipped it (with its images), and the format it is in. */
const fixtures = [
  { commit: '061af01', format: 1 },
  { commit: '326ce2b', format: 2 },
  { commit: 'e0587e9', format: 3 },
  { commit: '280bd1b', format: 3 },
];
const newest = fixtures.at(-1)!.commit;

const fileOf = (commit: string) => path.join(formatsDir, commit, 'portfolio.json');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const migrated = (raw: Json) => {
  const result = migrateContent(raw);
  if ('problem' in result) throw new Error(result.problem);
  return result.content as Record<string, Json>;
};
/** The content, less the lines about the file itself. */
const withoutFileLines = ({ $schema: _, format: __, ...content }: Record<string, Json>) => content;

/** A copy of a fixture's folder (content and images) to change. */
function copyOf(commit: string): string {
  const dir = path.join(formatsDir, commit);
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
  const root = writeFileTree(
    Object.fromEntries(files.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')])),
  );
  return path.join(root, 'portfolio.json');
}

/** Lays JSON out as `npm run content:migrate` does: Prettier with the project's settings. */
const prettierFormat = async (json: string) =>
  execFileSync(
    process.execPath,
    [
      require.resolve('prettier/bin/prettier.cjs'),
      ...['--config', path.join(projectPaths.root, '.prettierrc.json')],
      ...['--stdin-filepath', 'portfolio.json'],
    ],
    { input: json, encoding: 'utf8' },
  );

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `experience[0].date`, as a line names a field. */
const nameOf = (at: Path) =>
  at.map((step, i) => (typeof step === 'number' ? `[${step}]` : i ? `.${step}` : step)).join('');

const valueAt = (content: Json, at: Path) =>
  at.reduce<Json | undefined>(
    (value, step) => (value as Record<string | number, Json> | undefined)?.[step],
    content,
  );

/**
 * Where two contents differ, field by field: fields only the older has, fields only the newer
 * has, and values changed in place.
 */
function differences(older: Json, newer: Json, at: Path = []): { old: Path[]; new: Path[] } {
  const found = { old: [] as Path[], new: [] as Path[] };
  const add = (more: { old: Path[]; new: Path[] }) => {
    found.old.push(...more.old);
    found.new.push(...more.new);
  };
  if (isObject(older) && isObject(newer)) {
    for (const key of new Set([...Object.keys(older), ...Object.keys(newer)])) {
      if (!(key in newer)) found.old.push([...at, key]);
      else if (!(key in older)) found.new.push([...at, key]);
      else add(differences(older[key]!, newer[key]!, [...at, key]));
    }
  } else if (Array.isArray(older) && Array.isArray(newer) && older.length === newer.length) {
    older.forEach((item, index) => add(differences(item, newer[index]!, [...at, index])));
  } else if (!isDeepStrictEqual(older, newer)) {
    found.old.push(at);
    found.new.push(at);
  }
  return found;
}

describe.each(fixtures)(
  'content of format $format (the sample at $commit)',
  ({ commit, format }) => {
    const file = fileOf(commit);
    const raw = read(file);

    it('reads as the newest sample does, after migrating in memory', () => {
      const result = migrateContent(raw);
      expect(result).toMatchObject({ from: format, said: false });
      expect(withoutFileLines(migrated(raw))).toEqual(
        withoutFileLines(read(fileOf(newest)) as Record<string, Json>),
      );
    });

    it('builds: it checks, resolves and finds every image it names', () => {
      const result = readOwnerContent(file);
      expect('problems' in result ? result.problems : []).toEqual([]);
    });

    it('warns once per change, at the old field, naming it, its new home and content:migrate', () => {
      const result = readOwnerContent(file);
      if ('problems' in result) throw new Error(result.problems.join('\n'));
      const warnings = result.migrationWarnings;
      const changed = differences(
        withoutFileLines(raw as Record<string, Json>),
        withoutFileLines(read(fileOf(newest)) as Record<string, Json>),
      );
      const locate = locatorOf(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      for (const at of changed.old)
        expect(warnings).toContainEqual(
          expect.stringMatching(new RegExp(`^${escaped(`${locate(at)}: ${nameOf(at)}`)}\\b.* → `)),
        );
      for (const at of changed.new)
        expect(warnings).toContainEqual(expect.stringContaining(nameOf(at)));
      for (const warning of warnings) {
        expect(warning).toContain('npm run content:migrate');
        expect(changed.old.concat(changed.new).some((at) => warning.includes(nameOf(at)))).toBe(
          true,
        );
      }
      if (format === currentFormat) expect(warnings).toEqual([]);
    });

    it('content:migrate writes it in the current format, keeping the rest of the file as it was', async () => {
      const copy = copyOf(commit);
      const before = fs.readFileSync(copy, 'utf8');
      const result = await migrateContentFile(copy, prettierFormat);
      const building = readOwnerContent(file);
      if ('problems' in result || 'problems' in building) throw new Error('not migrated');
      expect(result).toMatchObject({
        from: format,
        written: true,
        copy: `${copy}.format-${format}.bak`,
      });
      expect(fs.readFileSync(`${copy}.format-${format}.bak`, 'utf8')).toBe(before);
      // The same lines as the build's warnings.
      expect(building.migrationWarnings).toEqual(
        result.lines.map((line) => expect.stringContaining(`: ${line}; `)),
      );

      const after = fs.readFileSync(copy, 'utf8');
      const written = JSON.parse(after) as Record<string, Json>;
      expect(Object.keys(written).slice(0, 2)).toEqual(
        '$schema' in (raw as object) ? ['$schema', 'format'] : ['format', 'language'],
      );
      expect(written).toEqual(migrated(raw));
      const reread = readOwnerContent(copy);
      expect('problems' in reread ? reread.problems : reread.migrationWarnings).toEqual([]);

      // Each field the migration leaves alone (at the top and one level down) is as it was written.
      const textAt = (text: string, at: Path) => {
        const node = findNodeAtLocation(parseTree(text)!, at)!;
        const whole = node.parent?.type === 'property' ? node.parent : node;
        return text.slice(whole.offset, whole.offset + whole.length);
      };
      const untouched = Object.entries(raw as Record<string, Json>).flatMap(([key, value]) =>
        isDeepStrictEqual(value, written[key])
          ? [[key]]
          : Object.keys(value ?? {})
              .map((child) => [key, Array.isArray(value) ? Number(child) : child])
              .filter((at) => isDeepStrictEqual(valueAt(raw, at), valueAt(written, at))),
      );
      expect(untouched).toEqual(expect.arrayContaining([['about'], ['projects']]));
      for (const at of untouched) expect(textAt(after, at)).toBe(textAt(before, at));

      expect(await migrateContentFile(copy, prettierFormat)).toMatchObject({ written: false });
      expect(fs.readFileSync(copy, 'utf8')).toBe(after);
    });
  },
);

describe('a translation beside content of an older format', () => {
  it('reads as it was written: no format has changed translations', () => {
    const file = fileOf('c87220d');
    const translation = read(path.join(path.dirname(file), 'portfolio.de.json')) as {
      profile: { name: string };
    };
    const site = readSitePages(file);
    if ('problems' in site) throw new Error(site.problems.join('\n'));
    expect(site.warnings).not.toEqual([]);
    const german = site.pages.find((page) => page.content.language.tag === 'de');
    expect(german).toMatchObject({
      untranslated: [],
      content: { profile: { name: translation.profile.name } },
    });
  });
});

describe('content:migrate on content laid out by its owner', () => {
  it('changes only what the migration changes', async () => {
    const about =
      '"about": { "summary": "Hi.", "skillGroups": [{ "name": "Code", "skills": ["Go"] }] }';
    const root = writeFileTree({
      'portfolio.json': `{\n  "language": "en",\n  "profile": { "name": "Ada", "codeHosting": { "label": "GitHub", "href": "https://github.com/ada" } },\n  ${about}\n}\n`,
    });
    const file = path.join(root, 'portfolio.json');
    await migrateContentFile(file, prettierFormat);
    const after = fs.readFileSync(file, 'utf8');
    expect(after).toContain(`\n  ${about}\n`);
    expect(JSON.parse(after)).toEqual({
      format: currentFormat,
      language: 'en',
      profile: { name: 'Ada', profiles: [{ network: 'GitHub', url: 'https://github.com/ada' }] },
      about: JSON.parse(`{${about}}`).about,
    });
  });
});

describe('content of a format newer than this template', () => {
  const newer = () => {
    const copy = copyOf(newest);
    const content = read(copy) as Record<string, Json>;
    fs.writeFileSync(copy, JSON.stringify({ ...content, format: currentFormat + 1 }, null, 2));
    return copy;
  };
  const refusal = (copy: string) => [
    expect.stringMatching(
      new RegExp(
        `^${escaped(locatorOf(fs.readFileSync(copy, 'utf8'), path.relative(process.cwd(), copy))(['format']))}: format: .*\\b${currentFormat + 1}\\b.*npm run upgrade`,
      ),
    ),
  ];

  it('stops the build with one line: upgrade the template', () => {
    const copy = newer();
    expect(readOwnerContent(copy)).toEqual({ problems: refusal(copy) });
  });

  it('is left as it is by content:migrate', async () => {
    const copy = newer();
    const before = fs.readFileSync(copy, 'utf8');
    expect(await migrateContentFile(copy, prettierFormat)).toEqual({ problems: refusal(copy) });
    expect(fs.readFileSync(copy, 'utf8')).toBe(before);
  });
});
