/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bodyLimits, startEditServer } from '../../src/servers/editServer';
import { tokenCookie } from '../../src/servers/editGuard';
import { hashedFiles } from '../editor/editorProcess';

const fixture = path.join(__dirname, '../fixtures/arabic-owner');
const token = 'test-secret';

let folder: string;
let server: { url: string; close: () => void };
let origin: string;
let cookie: string;
const german = () => path.join(folder, 'portfolio.de.json');
const filesIn = (dir: string) =>
  Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).mtimeMs]),
  );

beforeEach(async () => {
  // The owner's folder in one of the test's own, where a path out of it would write.
  folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edit-translation-')), 'owner');
  fs.cpSync(fixture, folder, { recursive: true });
  // A port the system gives, never one closed and then taken again.
  server = await startEditServer({
    file: path.join(folder, 'portfolio.json'),
    port: 0,
    token,
    bundle: { page: [], editor: [], folder },
  });
  const address = new URL(server.url);
  origin = address.origin;
  cookie = `${tokenCookie(Number(address.port))}=${token}`;
});
afterEach(() => server.close());

/** A request of the editor's page, with the cookie its first page set. */
const ask = (route: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Cookie: cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Saves `draft` as the editor does: with the content it loaded, and that file's version. */
const save = (route: string, draft: unknown, loaded: { content: unknown; version: string }) =>
  ask(route, { draft, loaded: loaded.content }, { 'If-Match': loaded.version });

/** The translation as the editor loads it, and the file's text then. */
async function loadGerman() {
  const text = fs.readFileSync(german(), 'utf8');
  const loaded = (await (await ask('/api/content?lang=de')).json()) as {
    content: { profile: Record<string, string> };
    version: string;
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
    const { text, draft, loaded } = await loadGerman();
    const contentBefore = fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8');
    draft.profile.title = `${draft.profile.title} (neu)`;
    const response = await save('/api/save?lang=de', draft, loaded);
    expect(await response.json()).toMatchObject({ written: true, content: draft });
    const written = fs.readFileSync(german(), 'utf8');
    expect(changedLines(text, written)).toEqual([`    "title": "${draft.profile.title}",`]);
    expect(written.split('\n')).toHaveLength(text.split('\n').length);
    expect(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8')).toBe(contentBefore);
  });

  it('removes a text cleared (the page falls back to the original) rather than writing ""', async () => {
    const { text, draft, loaded } = await loadGerman();
    const { tagline } = draft.profile;
    delete draft.profile.tagline;
    const checked = (await (await ask('/api/draft?lang=de', draft)).json()) as {
      untranslated: string[];
    };
    expect(checked.untranslated).toEqual(['profile (tagline)']);
    expect(await (await save('/api/save?lang=de', draft, loaded)).json()).toMatchObject({
      written: true,
    });
    const written = fs.readFileSync(german(), 'utf8');
    expect(written).not.toContain(tagline);
    expect(text.split('\n').filter((line) => !written.split('\n').includes(line))).toEqual([
      `    "tagline": "${tagline}",`,
    ]);

    const emptied = { ...draft, profile: { ...draft.profile, title: '' } };
    const refused = await save('/api/save?lang=de', emptied, loaded);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      issues: [{ path: ['profile', 'title'], line: expect.stringMatching(/must not be empty/) }],
    });
    expect(fs.readFileSync(german(), 'utf8')).toBe(written);
  });

  it('keeps a text saved elsewhere since the draft was loaded, and asks where both changed one', async () => {
    const { text, draft, loaded } = await loadGerman();
    const { title, tagline } = draft.profile;
    const elsewhere = text.replace(tagline!, 'Anderswo geändert');
    fs.writeFileSync(german(), elsewhere);
    draft.profile.title = 'Hier geändert';
    const merged = await save('/api/save?lang=de', draft, loaded);
    expect(merged.status).toBe(200);
    expect(fs.readFileSync(german(), 'utf8')).toBe(
      elsewhere.replace(`"${title}"`, '"Hier geändert"'),
    );

    // The other tab, loaded before both, changes the title too: nothing is written.
    const saved = fs.readFileSync(german(), 'utf8');
    const otherTab = structuredClone(loaded.content);
    otherTab.profile.title = 'Im anderen Tab';
    const refused = await save('/api/save?lang=de', otherTab, loaded);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      conflicts: [{ path: ['profile', 'title'], yours: 'Im anderen Tab', onDisk: 'Hier geändert' }],
      content: { profile: { title: 'Im anderen Tab', tagline: 'Anderswo geändert' } },
    });
    expect(fs.readFileSync(german(), 'utf8')).toBe(saved);
  });

  it('answers a GET with no change to what a save does', async () => {
    const { text, draft, loaded } = await loadGerman();
    const elsewhere = text.replace(draft.profile.title!, 'Anderswo geändert');
    fs.writeFileSync(german(), elsewhere);
    // Loaded again (another tab, or a page of another port with the cookie): the first tab's
    // version is still the one its draft was made from.
    await ask('/api/content?lang=de');
    draft.profile.title = 'Hier geändert';
    expect((await save('/api/save?lang=de', draft, loaded)).status).toBe(409);
    expect(fs.readFileSync(german(), 'utf8')).toBe(elsewhere);
  });

  it('writes no file chosen by anything but a tag of a translation there is', async () => {
    const { draft, loaded } = await loadGerman();
    const before = filesIn(folder);
    const parentBefore = filesIn(path.dirname(folder));
    for (const tag of ['xx', '../portfolio', 'de/../../portfolio', '/etc/passwd', 'de.json']) {
      const response = await save(`/api/save?lang=${encodeURIComponent(tag)}`, draft, loaded);
      expect([tag, response.status]).toEqual([tag, 404]);
      expect(((await response.json()) as { problem: string }).problem).toMatch(/\?lang=de/);
    }
    const fromElsewhere = await ask('/api/save?lang=de', draft, {
      'If-Match': loaded.version,
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

/** The content file as the editor loads it. */
async function loadContent() {
  const loaded = (await (await ask('/api/content')).json()) as {
    content: { profile: Record<string, string> } & Record<string, unknown>;
    version: string;
  };
  return { loaded, draft: structuredClone(loaded.content) };
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const choose = (name: string, bytes: Buffer) =>
  fetch(`${origin}/api/picture?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new Uint8Array(bytes),
  });

describe('npm run edit, the content file’s pictures', () => {
  const images = () => hashedFiles(path.join(folder, 'public'));

  it('keeps a chosen picture out of the public folder until a save names it', async () => {
    const before = images();
    const chosen = (await (await choose('Portrait of me.png', png)).json()) as { path: string };
    expect(chosen.path).toBe('images/Portrait-of-me.png');
    // The preview shows it, the check takes it, and the public folder has not changed.
    const shown = await ask(`/page/${chosen.path}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);
    const { loaded, draft } = await loadContent();
    const withPicture = { ...draft, profile: { ...draft.profile, photo: chosen.path } };
    expect(await (await ask('/api/draft', withPicture)).json()).toMatchObject({ issues: [] });
    expect(images()).toEqual(before);

    // Undone: saved without it, nothing is copied; stopped, nothing is left anywhere.
    draft.profile.title = 'Changed';
    expect((await save('/api/save', draft, loaded)).status).toBe(200);
    expect(images()).toEqual(before);
  });

  it('copies a chosen picture on the save that names it, and offers the one it replaced', async () => {
    const chosen = (await (await choose('me.png', png)).json()) as { path: string };
    const { loaded, draft } = await loadContent();
    const replaced = draft.profile.photo!;
    draft.profile.photo = chosen.path;
    const saved = (await (await save('/api/save', draft, loaded)).json()) as {
      unusedPictures: string[];
    };
    expect(fs.readFileSync(path.join(folder, 'public', chosen.path))).toEqual(png);
    expect(saved.unusedPictures).toEqual([replaced]);
    // Deleted only when asked, and only what was offered.
    expect(
      await (await ask('/api/picture/remove', { path: 'images/education/education-1.svg' })).json(),
    ).toEqual({ removed: false });
    expect(fs.existsSync(path.join(folder, 'public', replaced))).toBe(true);
    expect(await (await ask('/api/picture/remove', { path: replaced })).json()).toEqual({
      removed: true,
    });
    expect(fs.existsSync(path.join(folder, 'public', replaced))).toBe(false);
  });

  it('takes only pictures: by their first bytes and their name, an SVG only if it runs nothing', async () => {
    const before = images();
    const refused = {
      'page.html': Buffer.from('<!doctype html><script>alert(1)</script>'),
      'page.png': Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.html': png,
      'photo.jpg': png,
      'logo.svg': Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'badge.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'tracker.svg': Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/x.png"/></svg>',
      ),
    };
    for (const [name, bytes] of Object.entries(refused)) {
      const response = await choose(name, bytes);
      const { problem } = (await response.json()) as { problem: string };
      expect([name, response.status]).toEqual([name, 422]);
      expect(problem).toContain(name);
    }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><rect id="a"/></svg>';
    expect((await choose('drawn.svg', Buffer.from(svg))).status).toBe(200);
    expect((await choose('photo.PNG', png)).status).toBe(200);
    expect(images()).toEqual(before);
  });
});

describe('npm run edit, the requests it answers', () => {
  it('refuses what another port of this machine sends with the cookie (an <img>, a link)', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const response = await ask('/api/content', undefined, { 'Sec-Fetch-Site': site });
      expect([site, response.status]).toEqual([site, 403]);
    }
    expect((await ask('/api/content', undefined, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
  });

  it('may be framed by no page, and its preview by the editor alone', async () => {
    for (const route of ['/', '/api/content'])
      expect((await ask(route)).headers.get('content-security-policy')).toBe(
        "frame-ancestors 'none'",
      );
    expect((await ask('/page/')).headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self'",
    );
    // Refused requests too.
    const refused = await fetch(`${origin}/`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a malformed address 400 and its own failure 500, and serves on', async () => {
    const malformed = await ask('/page/%E0');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { problem: string }).problem).toMatch('/page/%E0');
    // A content file broken meanwhile is the server's failure to read it, not the request's.
    const file = path.join(folder, 'portfolio.json');
    const saved = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, saved.slice(0, saved.length / 2));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await ask('/api/content')).status).toBe(500);
      expect(error).toHaveBeenCalledWith('GET /api/content failed:', expect.any(SyntaxError));
    } finally {
      error.mockRestore();
    }
    fs.writeFileSync(file, saved);
    expect((await ask('/api/content')).status).toBe(200);
  });

  it('refuses a body over its limit with 413, before reading it whole', async () => {
    const { loaded } = await loadContent();
    const before = fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8');
    const bodies = {
      '/api/save': Buffer.alloc(64 * 1024 * 1024, 0x20),
      '/api/draft': Buffer.alloc(bodyLimits.json + 1, 0x20),
      '/api/picture?name=big.png': Buffer.concat([png, Buffer.alloc(bodyLimits.picture)]),
    };
    for (const [route, body] of Object.entries(bodies)) {
      const response = await fetch(`${origin}${route}`, {
        method: 'POST',
        headers: { Cookie: cookie, 'If-Match': loaded.version },
        body: new Uint8Array(body),
      });
      expect([route, response.status]).toEqual([route, 413]);
      expect(((await response.json()) as { problem: string }).problem).toMatch(/MB/);
    }
    expect(fs.readFileSync(path.join(folder, 'portfolio.json'), 'utf8')).toBe(before);
  }, 60_000);
});
