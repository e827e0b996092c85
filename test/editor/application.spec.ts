import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Application } from '../../src/buildtime/applications/applicationFile';
import { drawApplication } from '../../src/buildtime/applications/drawApplication';
import { readRuns } from '../../src/buildtime/resumeCheck/pdfText';
import applicationSchema from '../../src/content/schemas/application.json';
import english from '../../src/i18n/catalogs/en.json';
import words from '../../src/editor/words.json';
import { startEditor, type RunningEditor } from '../../src/servers/startEditor';

const fixture = path.join(__dirname, '../fixtures/application-owner');
const posting = fs.readFileSync(path.join(fixture, 'posting.txt'), 'utf8');
const postingLines = posting.split('\n');
/** What the fixture's posting names: its first line, and the lines its labels head. */
const named = {
  title: postingLines[0]!,
  company: postingLines[1]!.replace('Company: ', ''),
  place: postingLines[2]!.replace('Location: ', ''),
  niceToHave: posting.trim().split('\n').at(-1)!.replace('- ', ''),
};
const text = words.applications;
const letterTitles = applicationSchema.properties.letter.properties;
const resumeTitles = applicationSchema.properties.resume.properties;

/** A save draws both PDFs first: on a busy machine, longer than expect's 5 s. */
const saving = { timeout: 30_000 };

let editor: RunningEditor;
let address: string;
let owner: string;
const contentFile = () => path.join(owner, 'portfolio.json');
const content = () =>
  JSON.parse(
    fs.readFileSync(contentFile(), 'utf8'),
  ) as typeof import('../fixtures/application-owner/portfolio.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  owner = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-application-'));
  fs.cpSync(fixture, owner, { recursive: true });
  editor = await startEditor(contentFile());
  address = editor.address;
});

test.afterAll(() => editor?.stop());

const letter = (page: Page) =>
  page.getByRole('group', { name: applicationSchema.properties.letter.title, exact: true });
const resumeText = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).locator('figcaption');

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 200; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`200 presses of Tab did not reach ${target.toString()}`);
}

test('a new application, by keyboard, from its posting to its two PDFs', async ({ page }) => {
  test.setTimeout(400_000);
  await page.goto(address);
  await tabTo(page, page.getByRole('link', { name: words.applicationsView }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

  // The posting pasted, and the application started.
  await tabTo(page, page.getByLabel(text.pastePosting));
  await page.keyboard.insertText(posting);
  await tabTo(page, page.getByRole('button', { name: text.start }));
  await page.keyboard.press('Enter');

  // The letter begins with what the posting and the catalog tell.
  const to = letter(page).getByRole('group', { name: letterTitles.to.title });
  await expect(to.getByRole('textbox').nth(0)).toHaveValue(named.company);
  await expect(to.getByRole('textbox').nth(1)).toHaveValue(named.place);
  await expect(letter(page).getByLabel(letterTitles.subject.title, { exact: true })).toHaveValue(
    named.title,
  );
  const today = new Date().toLocaleDateString('sv-SE');
  await expect(letter(page).getByLabel(letterTitles.date.title, { exact: true })).toHaveValue(
    today,
  );
  await expect(letter(page).getByLabel(letterTitles.greeting.title, { exact: true })).toHaveValue(
    english.letterGreeting,
  );
  await expect(letter(page).getByLabel(letterTitles.closing.title, { exact: true })).toHaveValue(
    english.letterClosing,
  );

  // The requirements show at once, as npm run apply reports them, required apart from nice to have.
  const expected = drawApplication(contentFile(), { posting } as Application);
  if ('problems' in expected) throw new Error(expected.problems.join('\n'));
  const required = page.getByRole('region', { name: text.required, exact: true });
  const niceToHave = page.getByRole('region', { name: text.niceToHave, exact: true });
  const { requirements, drawn } = expected.match;
  const coveredBy = (index: number) =>
    drawn.filter((match) => match.requirements.has(index)).map(({ name }) => name);
  // The fixture's first role carries the skill its posting requires; its last line would be nice.
  const kafka = requirements.findIndex(
    (requirement) => requirement.text === content().experience[0]!.tags[0],
  );
  const terraform = requirements.findIndex((requirement) => requirement.text === named.niceToHave);
  const kafkaBullet = content().experience[0]!.bullets[0]!;
  expect(coveredBy(kafka).length).toBeGreaterThan(0);
  await expect(
    required.getByRole('listitem').filter({ hasText: requirements[kafka]!.text }),
  ).toHaveText(
    `✓ ${requirements[kafka]!.text}: ${text.coveredBy.replace('{parts}', coveredBy(kafka).join('; '))}`,
  );
  await expect(
    niceToHave.getByRole('listitem').filter({ hasText: requirements[terraform]!.text }),
  ).toHaveText(`✗ ${requirements[terraform]!.text}: ${text.notCovered}`);
  await expect(required.getByRole('listitem').filter({ hasText: named.niceToHave })).toHaveCount(0);

  // Beside the letter's body, the owner's own sentence that matches Kafka, one key from the body.
  const evidence = page.getByRole('region', { name: text.evidence });
  const match = evidence
    .getByRole('region', { name: text.matches.replace('{requirement}', requirements[kafka]!.text) })
    .getByRole('listitem')
    .filter({ hasText: kafkaBullet });
  await tabTo(page, match.getByRole('button', { name: text.addToLetter }));
  await page.keyboard.press('Enter');
  const body = letter(page).getByRole('group', { name: letterTitles.body.title });
  await expect(body.getByRole('textbox').first()).toHaveValue(kafkaBullet);

  // The résumé as it will be sent follows an edit of its title (npm run bench -- apply times it).
  const title = page
    .getByRole('group', { name: applicationSchema.properties.resume.title, exact: true })
    .getByLabel(resumeTitles.title.title, { exact: true });
  await tabTo(page, title);
  await page.keyboard.insertText('Kafka Engineer');
  await expect(resumeText(page, text.resume).first()).toContainText('Kafka Engineer');

  // An entry left out by its choice leaves the résumé.
  const left = content().experience[1]!;
  await tabTo(page, page.getByRole('combobox', { name: new RegExp(left.company) }));
  await page.keyboard.press('End');
  await expect(page.getByRole('combobox', { name: new RegExp(left.company) })).toHaveValue(
    'leaveOut',
  );
  await expect(resumeText(page, text.resume).first()).not.toContainText(left.company);

  // The letter shows once written whole; Save (Ctrl+S) writes the file, both PDFs and the other
  // formats beside them.
  await expect(resumeText(page, text.letter).first()).toContainText(kafkaBullet);
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status')).toContainText(text.saved.split(':')[0]!, saving);
  const folder = path.join(owner, 'applications');
  const [file] = fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
  const saved = JSON.parse(fs.readFileSync(path.join(folder, file!), 'utf8')) as Application;
  expect(saved).toMatchObject({
    posting,
    resume: { title: 'Kafka Engineer', leaveOut: [left.id] },
    letter: {
      to: [named.company, named.place],
      subject: named.title,
      date: today,
      greeting: english.letterGreeting,
      body: [kafkaBullet],
      closing: english.letterClosing,
    },
  });
  const pdfs = path.join(folder, file!.replace(/\.json$/, ''));
  const written = fs.readdirSync(pdfs).sort();
  const drawnAgain = drawApplication(contentFile(), saved);
  if ('problems' in drawnAgain) throw new Error(drawnAgain.problems.join('\n'));
  const formats = await drawnAgain.otherFormats();
  expect(written).toEqual([...Object.keys(drawnAgain.files), ...Object.keys(formats)].sort());
  const texts = await Promise.all(
    Object.keys(drawnAgain.files).map(async (name) =>
      (await readRuns(fs.readFileSync(path.join(pdfs, name)))).map((run) => run.text).join(' '),
    ),
  );
  expect(texts.some((each) => each.includes('Kafka Engineer'))).toBe(true);
  expect(texts.some((each) => each.includes(named.company))).toBe(true);

  // Reopened from the list, it is the file as saved.
  await page.goto(`${address}&view=applications`);
  await page.getByRole('link', { name: file!.replace(/\.json$/, '') }).click();
  await expect(title).toHaveValue('Kafka Engineer');

  // Changed in the file meanwhile and here: the file's other changes come into the form, the
  // owner chooses where both changed a value, and what they typed stays in the form meanwhile.
  const savedFile = path.join(folder, file!);
  const elsewhere = fs
    .readFileSync(savedFile, 'utf8')
    .replace('"Kafka Engineer"', '"Changed elsewhere"')
    .replace(`"${named.title}"`, '"Subject elsewhere"');
  fs.writeFileSync(savedFile, elsewhere);
  await title.fill('Changed here');
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    words.conflicts.replace('{count}', '1'),
    saving,
  );
  const both = page.getByRole('region', { name: words.conflictsHeading });
  await expect(both).toContainText(words.yours.replace('{value}', 'Changed here'));
  await expect(both).toContainText(words.onDisk.replace('{value}', 'Changed elsewhere'));
  expect(fs.readFileSync(savedFile, 'utf8')).toBe(elsewhere);
  await expect(title).toHaveValue('Changed here');
  await expect(letter(page).getByLabel(letterTitles.subject.title, { exact: true })).toHaveValue(
    'Subject elsewhere',
  );
  await both.getByRole('button', { name: words.keepYours }).click();
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(text.saved.split(':')[0]!, saving);
  expect(fs.readFileSync(savedFile, 'utf8')).toBe(
    elsewhere.replace('"Changed elsewhere"', '"Changed here"'),
  );
});

test('a save refused for a file made meanwhile lists that file among the applications', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${address}&view=applications`);
  await page.getByLabel(text.pastePosting).fill(posting);
  await page.getByRole('button', { name: text.start }).click();
  const [before, after] = text.editing.split('{id}');
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${before}`) });
  const id = (await heading.textContent())!
    .slice(before!.length)
    .slice(0, -after!.length || undefined);
  const yours = page.getByRole('navigation', { name: text.yours });
  await expect(yours.getByRole('link', { name: id, exact: true })).toHaveCount(0);
  await letter(page)
    .getByRole('group', { name: letterTitles.body.title })
    .getByRole('textbox')
    .first()
    .fill('I run event pipelines.');

  // Made in another tab, or by hand, before this one is saved.
  const folder = path.join(owner, 'applications');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${id}.json`), JSON.stringify({ posting: 'made elsewhere' }));
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`${words.notSavedBecause} `, saving);
  await expect(page.getByRole('status')).toContainText(`${id}.json`);
  await expect(yours.getByRole('link', { name: id, exact: true })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`axe finds nothing in the applications view, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(`${address}&view=applications`);
    await page.getByLabel(text.pastePosting).fill(posting);
    await page.getByRole('button', { name: text.start }).click();
    await expect(page.locator('.pdf canvas').first()).toBeVisible({ timeout: 30_000 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
