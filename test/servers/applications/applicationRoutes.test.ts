/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  applicationPaths,
  applicationRoutes,
} from '../../../src/servers/applications/applicationRoutes';
import english from '../../../src/i18n/catalogs/en.json';
import owner from '../../fixtures/application-owner/portfolio.json';

const fixture = path.join(__dirname, '../../fixtures/application-owner');
const posting = fs.readFileSync(path.join(fixture, 'posting.txt'), 'utf8');

let folder: string;
let answer: ReturnType<typeof applicationRoutes>;
const ask = async (method: string, route: string, body?: unknown) =>
  (await answer(method, new URL(route, 'http://127.0.0.1'), async () => body))!;

beforeEach(() => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'application-routes-'));
  fs.cpSync(fixture, copy, { recursive: true });
  folder = path.join(copy, 'applications');
  answer = applicationRoutes(path.join(copy, 'portfolio.json'), folder);
});

/** A new application begun from the fixture's posting, with its letter written. */
async function started() {
  const { body } = await ask('POST', applicationPaths.started, { posting, today: '2026-11-27' });
  const { id, application } = body as {
    id: string;
    application: { letter: { body: string[] } } & Record<string, unknown>;
  };
  application.letter.body = ['I run event pipelines.'];
  return { id, application };
}

test('a new application starts from its posting, its greeting and closing the content’s language', async () => {
  const { body } = await ask('POST', applicationPaths.started, { posting, today: '2026-11-27' });
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

test('the owner’s sentences beside the letter are the owner’s, word for word, under the ask they answer', async () => {
  const { id, application } = await started();
  const { body } = await ask('POST', `${applicationPaths.draft}?id=${id}`, application);
  const { evidence } = body as { evidence: { ask: string; sentences: { text: string }[] }[] };
  const written = [
    ...owner.about.summary.split(/(?<=\.) /),
    ...owner.experience.flatMap((entry) => entry.bullets),
  ];
  expect(evidence.length).toBeGreaterThan(0);
  for (const { sentences } of evidence)
    for (const { text } of sentences) expect(written).toContain(text);
  const kafka = owner.experience[0]!.tags[0]!;
  expect(
    evidence.find(({ ask: asked }) => asked === kafka)?.sentences.map(({ text }) => text),
  ).toContain(owner.experience[0]!.bullets[0]);
});

test('Save writes the file and both PDFs, then edits the file in place, never over a change made elsewhere', async () => {
  const { id, application } = await started();
  const first = await ask('POST', `${applicationPaths.save}?id=${id}`, application);
  expect(first.status).toBe(200);
  const file = path.join(folder, `${id}.json`);
  const pdfs = fs.readdirSync(path.join(folder, id));
  expect(pdfs).toHaveLength(2);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
    $schema: expect.stringMatching(/src\/content\/schemas\/application\.json$/),
    ...application,
  });

  // What the owner wrote by hand (a field, a list on one line) stays as written when the editor saves.
  const byHand = fs
    .readFileSync(file, 'utf8')
    .replace('"posting"', '"phone": false,\n  "posting"')
    .replace(/"to": \[[^\]]*\]/, (list) => list.replace(/\s*\n\s*/g, ' '));
  fs.writeFileSync(file, byHand);
  const loaded = await ask('GET', `${applicationPaths.one}?id=${id}`);
  const draft = {
    ...(loaded.body as { application: object }).application,
    resume: { title: 'Streams' },
  };
  expect((await ask('POST', `${applicationPaths.save}?id=${id}`, draft)).status).toBe(200);
  const after = fs.readFileSync(file, 'utf8');
  expect(after).toContain('  "phone": false,\n');
  expect(after).toContain(/ *"to": \[.*\]/.exec(byHand)![0]);
  expect(JSON.parse(after)).toEqual({ ...JSON.parse(byHand), resume: { title: 'Streams' } });

  fs.writeFileSync(file, after.replace('Streams', 'Changed elsewhere'));
  const refused = await ask('POST', `${applicationPaths.save}?id=${id}`, { ...draft, phone: true });
  expect(refused).toEqual({ status: 409, body: { changedOnDisk: true } });
  expect(fs.readFileSync(file, 'utf8')).toContain('Changed elsewhere');
});

test('an application is chosen by its id, never by a path', async () => {
  const { application } = await started();
  const outside = await ask('POST', `${applicationPaths.save}?id=../escaped`, application);
  expect(outside.status).toBe(404);
  expect(fs.existsSync(path.join(folder, '../escaped.json'))).toBe(false);
});
