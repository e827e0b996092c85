/** @jest-environment node */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEditServer } from '../../src/servers/editServer';

const fixture = path.join(__dirname, '../fixtures/arabic-owner');
const token = 'test-secret';

/** A port free on this machine now, for a server of the test's own. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let folder: string;
let server: { url: string; close: () => void };
let origin: string;
const german = () => path.join(folder, 'portfolio.de.json');
const filesIn = (dir: string) =>
  Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).mtimeMs]),
  );

beforeEach(async () => {
  // The owner's folder in one of the test's own, where a path out of it would write.
  folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edit-translation-')), 'owner');
  fs.cpSync(fixture, folder, { recursive: true });
  const port = await freePort();
  server = await startEditServer({
    file: path.join(folder, 'portfolio.json'),
    publicDir: path.join(folder, 'public'),
    port,
    token,
    bundle: { page: [], editor: [], folder },
  });
  origin = `http://127.0.0.1:${port}`;
});
afterEach(() => server.close());

const ask = (route: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${route}${route.includes('?') ? '&' : '?'}token=${token}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The translation as the editor loads it, and the file's text then. */
async function loadGerman() {
  const text = fs.readFileSync(german(), 'utf8');
  const loaded = (await (await ask('/api/content?lang=de')).json()) as {
    content: { profile: Record<string, string> };
    original: { profile: Record<string, string> };
    languages: { tag: string; dir: string; original: boolean }[];
  };
  return { text, loaded, draft: structuredClone(loaded.content) };
}

const changedLines = (before: string, after: string) => {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return next.filter((line, index) => line !== old[index]);
};

describe('npm run edit, a translation', () => {
  it('loads the translation with the original beside it and every language there is', async () => {
    const { loaded } = await loadGerman();
    const original = JSON.parse(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8'));
    expect(loaded.content).toEqual(JSON.parse(fs.readFileSync(german(), 'utf8')));
    expect(loaded.original).toEqual(original);
    const tags = fs
      .readdirSync(folder)
      .map((name) => /^portfolio\.(.+)\.json$/.exec(name)?.[1])
      .filter(Boolean);
    expect(loaded.languages).toEqual([
      expect.objectContaining({ tag: original.language, original: true, dir: 'rtl' }),
      ...tags.sort().map((tag) => expect.objectContaining({ tag, original: false })),
    ]);
  });

  it('saves one changed text as one changed line, the rest and the content file byte for byte', async () => {
    const { text, draft } = await loadGerman();
    const contentBefore = fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8');
    draft.profile.title = `${draft.profile.title} (neu)`;
    const response = await ask('/api/save?lang=de', draft);
    expect(await response.json()).toEqual({ written: true });
    const written = fs.readFileSync(german(), 'utf8');
    expect(changedLines(text, written)).toEqual([`    "title": "${draft.profile.title}",`]);
    expect(written.split('\n')).toHaveLength(text.split('\n').length);
    expect(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8')).toBe(contentBefore);
  });

  it('removes a text cleared (the page falls back to the original) rather than writing ""', async () => {
    const { text, draft } = await loadGerman();
    const { tagline } = draft.profile;
    delete draft.profile.tagline;
    const checked = (await (await ask('/api/draft?lang=de', draft)).json()) as {
      untranslated: string[];
    };
    expect(checked.untranslated).toEqual(['profile (tagline)']);
    expect(await (await ask('/api/save?lang=de', draft)).json()).toEqual({ written: true });
    const written = fs.readFileSync(german(), 'utf8');
    expect(written).not.toContain(tagline);
    expect(text.split('\n').filter((line) => !written.split('\n').includes(line))).toEqual([
      `    "tagline": "${tagline}",`,
    ]);

    const emptied = { ...draft, profile: { ...draft.profile, title: '' } };
    const refused = await ask('/api/save?lang=de', emptied);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      issues: [{ path: ['profile', 'title'], line: expect.stringMatching(/must not be empty/) }],
    });
    expect(fs.readFileSync(german(), 'utf8')).toBe(written);
  });

  it('refuses a translation changed on disk since it was loaded', async () => {
    const { text, draft } = await loadGerman();
    const elsewhere = text.replace(draft.profile.title!, 'Anderswo geändert');
    fs.writeFileSync(german(), elsewhere);
    draft.profile.title = 'Hier geändert';
    const response = await ask('/api/save?lang=de', draft);
    expect(response.status).toBe(409);
    expect(fs.readFileSync(german(), 'utf8')).toBe(elsewhere);
  });

  it('writes no file chosen by anything but a tag of a translation there is', async () => {
    const { draft } = await loadGerman();
    const before = filesIn(folder);
    const parentBefore = filesIn(path.dirname(folder));
    for (const tag of ['xx', '../portfolio', 'de/../../portfolio', '/etc/passwd', 'de.json']) {
      const response = await ask(`/api/save?lang=${encodeURIComponent(tag)}`, draft);
      expect([tag, response.status]).toEqual([tag, 404]);
      expect(((await response.json()) as { problem: string }).problem).toMatch(/\?lang=de/);
    }
    const fromElsewhere = await ask('/api/save?lang=de', draft, {
      Origin: 'https://elsewhere.example',
    });
    expect(fromElsewhere.status).toBe(403);
    expect(filesIn(folder)).toEqual(before);
    expect(filesIn(path.dirname(folder))).toEqual(parentBefore);
  });

  it('adds a language by its tag, checked as the build checks one, with no text yet', async () => {
    const { language } = JSON.parse(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8'));
    const before = filesIn(folder);
    for (const tag of ['../portfolio', 'not a tag', 'kk', 'de', language]) {
      const response = await ask('/api/translation', { tag });
      expect([tag, response.status]).toEqual([tag, 422]);
    }
    expect(filesIn(folder)).toEqual(before);

    const catalogs = fs.readdirSync(path.join(__dirname, '../../src/i18n/catalogs'));
    const tag = catalogs
      .map((name) => path.basename(name, '.json'))
      .find(
        (each) => !fs.existsSync(path.join(folder, `portfolio.${each}.json`)) && each !== language,
      )!;
    expect(await (await ask('/api/translation', { tag })).json()).toEqual({
      file: path.join(folder, `portfolio.${tag}.json`),
    });
    const added = (await (await ask(`/api/content?lang=${tag}`)).json()) as {
      content: unknown;
      issues: unknown[];
      untranslated: string[];
    };
    expect(added.content).toEqual({
      $schema: expect.stringMatching(/translation\.json$/),
      language: tag,
    });
    expect(added.issues).toEqual([]);
    expect(added.untranslated).toContainEqual(expect.stringMatching(/^profile \(/));
  });
});
