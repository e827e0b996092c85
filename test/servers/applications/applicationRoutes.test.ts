/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  applicationPaths,
  applicationRoutes,
} from '../../../src/servers/applications/applicationRoutes';
import english from '../../../src/i18n/catalogs/en.json';
import { fillIn } from '../../../src/i18n/words';
import owner from '../../fixtures/application-owner/portfolio.json';
import { matchOwnersSkills } from '../../../src/buildtime/applications/matching/skillNames';

const fixture = path.join(__dirname, '../../fixtures/application-owner');
const posting = fs.readFileSync(path.join(fixture, 'posting.txt'), 'utf8');

let folder: string;
let match: ReturnType<typeof applicationRoutes>;
const requirement = async (
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => (await match(method, new URL(route, 'http://127.0.0.1'), async () => body, headers))!;

type Application = { letter: { body: string[] } } & Record<string, unknown>;
/** An application as a tab loads it: its content and that file's version. */
const load = async (id: string) =>
  (await requirement('GET', `${applicationPaths.one}?id=${id}`)).body as {
    application: Application;
    version: string;
  };
/** A tab's save, as the editor's pages send it: a new application's, or the draft of one loaded. */
const save = (id: string, draft: unknown, loaded?: { application: unknown; version: string }) =>
  requirement(
    'POST',
    `${applicationPaths.save}?id=${id}`,
    { draft, loaded: loaded?.application ?? null },
    loaded ? { 'if-match': loaded.version } : { 'if-none-match': '*' },
  );

beforeEach(() => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'application-routes-'));
  fs.cpSync(fixture, copy, { recursive: true });
  folder = path.join(copy, 'applications');
  match = applicationRoutes(path.join(copy, 'portfolio.json'), folder);
});

/** A new application begun from the fixture's posting, with its letter written. */
async function started() {
  const { body } = await requirement('POST', applicationPaths.started, {
    posting,
    today: '2026-11-27',
  });
  const { id, application } = body as {
    id: string;
    application: Application;
  };
  application.letter.body = ['I run event pipelines.'];
  return { id, application };
}

test('a new application starts from its posting, its greeting and closing the content’s language', async () => {
  const { body } = await requirement('POST', applicationPaths.started, {
    posting,
    today: '2026-11-27',
  });
  expect(body).toMatchObject({
    application: {
      posting,
      letter: {
        date: '2026-11-27',
        greeting: english.letterGreeting,
        closing: english.letterClosing,
        body: [''],
      },
    },
  });
});

test('the owner’s sentences beside the letter are the owner’s, word for word, under the requirement they match', async () => {
  const { id, application } = await started();
  const { body } = await requirement('POST', `${applicationPaths.draft}?id=${id}`, application);
  const { evidence } = body as {
    evidence: { requirement: string; sentences: { text: string }[] }[];
  };
  const written = [
    ...owner.about.summary.split(/(?<=\.) /),
    ...owner.experience.flatMap((entry) => entry.bullets),
  ];
  expect(evidence.length).toBeGreaterThan(0);
  for (const { sentences } of evidence)
    for (const { text } of sentences) expect(written).toContain(text);
  const kafka = owner.experience[0]!.tags[0]!;
  expect(
    evidence.find(({ requirement: asked }) => asked === kafka)?.sentences.map(({ text }) => text),
  ).toContain(owner.experience[0]!.bullets[0]);
});

test('Save writes the file and its documents as npm run apply does, then edits the file in place', async () => {
  const { id, application } = await started();
  const first = await save(id, application);
  expect(first.status).toBe(200);
  const file = path.join(folder, `${id}.json`);
  const documents = fs.readdirSync(path.join(folder, id));
  expect(documents.map((name) => path.extname(name)).sort()).toEqual([
    '.docx',
    '.docx',
    '.pdf',
    '.pdf',
    '.txt',
  ]);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
    $schema: expect.stringMatching(/src\/content\/schemas\/application\.json$/),
    ...application,
  });
  expect(first.body).toMatchObject({ written: true, version: (await load(id)).version });

  // What the owner wrote by hand (a field, a list on one line) stays as written when the editor saves.
  const byHand = fs
    .readFileSync(file, 'utf8')
    .replace('"posting"', '"phone": false,\n  "posting"')
    .replace(/"to": \[[^\]]*\]/, (list) => list.replace(/\s*\n\s*/g, ' '));
  fs.writeFileSync(file, byHand);
  const loaded = await load(id);
  const draft = { ...loaded.application, resume: { title: 'Streams' } };
  expect((await save(id, draft, loaded)).status).toBe(200);
  const after = fs.readFileSync(file, 'utf8');
  expect(after).toContain('  "phone": false,\n');
  expect(after).toContain(/ *"to": \[.*\]/.exec(byHand)![0]);
  expect(JSON.parse(after)).toEqual({ ...JSON.parse(byHand), resume: { title: 'Streams' } });
});

test('two tabs’ saves of one application are both kept', async () => {
  const { id, application } = await started();
  await save(id, application);
  const [first, second] = [await load(id), await load(id)];
  const firstDraft = { ...first.application, resume: { title: 'Streams' } };
  expect((await save(id, firstDraft, first)).status).toBe(200);
  const secondDraft = structuredClone(second.application);
  secondDraft.letter.body = ['I run event pipelines, and I keep them running.'];
  const merged = await save(id, secondDraft, second);
  expect(merged.status).toBe(200);
  const onDisk = { ...firstDraft, letter: secondDraft.letter };
  expect(merged.body).toMatchObject({ written: true, content: onDisk });
  expect(JSON.parse(fs.readFileSync(path.join(folder, `${id}.json`), 'utf8'))).toEqual(onDisk);
});

/** An application saved and loaded in a tab, then its file changed elsewhere (`change`). */
async function loadedThenChangedElsewhere(change: (text: string) => string) {
  const { id, application } = await started();
  await save(id, application);
  const loaded = await load(id);
  const file = path.join(folder, `${id}.json`);
  const elsewhere = change(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, elsewhere);
  return { id, loaded, file, elsewhere };
}

test('a value changed on both sides is shown to choose from, and nothing is written', async () => {
  const { id, loaded, file, elsewhere } = await loadedThenChangedElsewhere((text) =>
    text.replace('I run event pipelines.', 'Changed elsewhere.'),
  );
  const draft = structuredClone(loaded.application);
  draft.letter.body = ['Changed here.'];
  const refused = await save(id, { ...draft, phone: true }, loaded);
  expect(refused).toEqual({
    status: 409,
    body: {
      conflicts: [
        { path: ['letter', 'body'], yours: ['Changed here.'], onDisk: ['Changed elsewhere.'] },
      ],
      content: { ...draft, phone: true },
      onDisk: JSON.parse(elsewhere),
      version: (await load(id)).version,
    },
  });
  expect(fs.readFileSync(file, 'utf8')).toBe(elsewhere);
});

test('loading an application changes nothing a save does', async () => {
  const { id, loaded, file, elsewhere } = await loadedThenChangedElsewhere((text) =>
    text.replace('"posting"', '"phone": true,\n  "posting"'),
  );
  // Loaded again, in another tab: the first tab's draft is still made from what it loaded.
  await load(id);
  const draft = { ...loaded.application, resume: { title: 'Streams' } };
  expect((await save(id, draft, loaded)).status).toBe(200);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
    ...JSON.parse(elsewhere),
    resume: { title: 'Streams' },
  });
});

test('a new application is not saved over a file of its id made meanwhile', async () => {
  const { id, application } = await started();
  const file = path.join(folder, `${id}.json`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(file, '{ "posting": "made elsewhere" }\n');
  const refused = await save(id, application);
  expect(refused.status).toBe(412);
  expect((refused.body as { problem: string }).problem).toContain(`${id}.json`);
  expect(fs.readFileSync(file, 'utf8')).toBe('{ "posting": "made elsewhere" }\n');
});

test('an application is chosen by its id, never by a path', async () => {
  const { application } = await started();
  const outside = await save('../escaped', application);
  expect(outside.status).toBe(404);
  expect(fs.existsSync(path.join(folder, '../escaped.json'))).toBe(false);
});

describe.each(['de', 'ar'])('in a résumé written in %s', (tag) => {
  const catalog = JSON.parse(
    fs.readFileSync(path.join(__dirname, `../../../src/i18n/catalogs/${tag}.json`), 'utf8'),
  ) as typeof english;
  const role = owner.experience[0]!;
  const named = fillIn(catalog.roleAtOrganisation, {
    title: role.title,
    organisation: role.company,
  });

  beforeEach(() => {
    const file = path.join(folder, '../portfolio.json');
    fs.writeFileSync(file, JSON.stringify({ ...owner, language: tag }));
  });

  test('a role is named with its organisation in the words of that language', async () => {
    const { body } = await requirement('GET', applicationPaths.list);
    expect((body as { entries: { id: string; name: string }[] }).entries).toContainEqual({
      id: role.id,
      name: named,
    });
  });

  test('the requirements and the owner’s sentences name the role in those words', async () => {
    const { id, application } = await started();
    const { body } = await requirement('POST', `${applicationPaths.draft}?id=${id}`, application);
    const { requirements, evidence } = body as {
      requirements: { text: string; by: string[] }[];
      evidence: { sentences: { from: string }[] }[];
    };
    expect(requirements.find(({ text }) => text === role.tags[0])?.by).toContain(named);
    expect(evidence.flatMap(({ sentences }) => sentences.map(({ from }) => from))).toContain(named);
  });
});

describe('the owner’s own skills (applications/skills.json)', () => {
  const writeSkills = (skills: unknown) => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'skills.json'), JSON.stringify(skills));
  };
  afterEach(() => matchOwnersSkills([]));
  const requirementsOf = async (skills: unknown) => {
    writeSkills(skills);
    const { id, application } = await started();
    const { body } = await requirement('POST', `${applicationPaths.draft}?id=${id}`, application);
    return body as { problems: string[]; requirements: { text: string; by: string[] }[] };
  };
  /** A name of the test's own, whose other name the fixture's first role's first bullet writes. */
  const ownName = { name: 'Nordlys Topic Mover', aliases: ['Kafka topics'] };

  test('are asked for and answered in the editor as npm run apply does', async () => {
    expect(owner.experience[0]!.bullets[0]).toContain(ownName.aliases[0]);
    const { id, application } = await started();
    application.posting = `${posting}\n- ${ownName.name}\n`;
    const before = (await requirement('POST', `${applicationPaths.draft}?id=${id}`, application))
      .body as {
      requirements: { text: string; by: string[] }[];
    };
    // Read as the posting's own words, which the bullet does not say.
    expect(before.requirements.find(({ text }) => text === ownName.name)?.by).toEqual([]);
    writeSkills([ownName]);
    const after = (await requirement('POST', `${applicationPaths.draft}?id=${id}`, application))
      .body as {
      requirements: { text: string; by: string[] }[];
    };
    expect(after.requirements.find(({ text }) => text === ownName.name)?.by.length).toBeGreaterThan(
      0,
    );
  });

  test('a mistake in the file is shown in one line, and nothing is drawn', async () => {
    const { problems, requirements } = await requirementsOf([{ aliases: ['x'] }]);
    expect(problems).toEqual([expect.stringMatching(/skills\.json.*1.*name/)]);
    expect(requirements).toEqual([]);
  });
});

describe("the editor's list of applications, as the server answers it", () => {
  const write = (id: string, application: object) => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${id}.json`), JSON.stringify(application, null, 2));
  };
  const listed = async () =>
    ((await requirement('GET', applicationPaths.list)).body as { applications: { id: string }[] })
      .applications;

  it('is by what needs doing next, and a state or next step set there is written into the file', async () => {
    write('waiting', { status: [{ state: 'sent', date: '2026-11-10' }] });
    write('call-soon', { next: { step: 'Call back', date: '2026-11-28' } });
    expect((await listed()).map(({ id }) => id)).toEqual(['call-soon', 'waiting']);

    const tracked = await requirement('POST', `${applicationPaths.tracker}?id=waiting`, {
      state: 'declined',
      today: '2026-11-30',
    });
    expect(tracked.status).toBe(200);
    const file = () => JSON.parse(fs.readFileSync(path.join(folder, 'waiting.json'), 'utf8'));
    expect(file().status).toEqual([
      { state: 'sent', date: '2026-11-10' },
      { state: 'declined', date: '2026-11-30' },
    ]);
    await requirement('POST', `${applicationPaths.tracker}?id=waiting`, {
      next: { step: 'Thank them', date: '2026-11-20' },
    });
    expect(file().next).toEqual({ step: 'Thank them', date: '2026-11-20' });
    // Declined is done, whatever its next step says.
    expect((await listed()).map(({ id }) => id)).toEqual(['call-soon', 'waiting']);
  });

  it('refuses a state there is not, naming it, and writes nothing', async () => {
    write('waiting', { status: [{ state: 'sent', date: '2026-11-10' }] });
    const before = fs.readFileSync(path.join(folder, 'waiting.json'), 'utf8');
    const tracked = await requirement('POST', `${applicationPaths.tracker}?id=waiting`, {
      state: 'hired',
      today: '2026-11-30',
    });
    expect(tracked.status).toBe(422);
    expect((tracked.body as { problem: string }).problem).toMatch(/hired/);
    expect(fs.readFileSync(path.join(folder, 'waiting.json'), 'utf8')).toBe(before);
  });
});
