import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { findSchemaIssues, ownerContentSchema } from '../../src/buildtime/content/schema';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';
import contentSchema from '../../src/content/schemas/content.json';
import words from '../../src/editor/words.json';
import { hashedFiles } from './editorProcess';
import { startEditor, type RunningEditor } from '../../src/servers/startEditor';

const fixture = path.join(__dirname, '../fixtures/edit-owner');
const titles = {
  profile: contentSchema.properties.profile.title,
  name: contentSchema.properties.profile.properties.name.title,
  email: contentSchema.properties.profile.properties.email.title,
  photo: contentSchema.properties.profile.properties.photo.title,
  title: contentSchema.properties.profile.properties.title.title,
  experience: contentSchema.properties.experience.title,
  sources: contentSchema.properties.sources.title,
  github: contentSchema.properties.sources.properties.github.title,
  githubShapes: contentSchema.properties.sources.properties.github.anyOf.map(({ title }) => title),
  repositories:
    contentSchema.properties.sources.properties.github.anyOf[1]!.properties!.repositories.title,
};

let editor: RunningEditor;
let address: string;
let file: string;
/** The site as built before the editor ran (none, when nothing is built). */
let distBefore: Record<string, string>;
const fileText = () => fs.readFileSync(file, 'utf8');
const fileContent = () =>
  JSON.parse(fileText()) as typeof import('../fixtures/edit-owner/portfolio.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // An owner's folder of the test's own: the fixture's content and its images.
  const owner = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-owner-'));
  fs.cpSync(fixture, owner, { recursive: true });
  file = path.join(owner, 'portfolio.json');
  distBefore = hashedFiles(projectPaths.dist);
  editor = await startEditor(file);
  address = editor.address;
});

test.afterAll(() => editor?.stop());

const profile = (page: Page) => page.getByRole('group', { name: titles.profile, exact: true });

test('edits beside the page, saves only what changed, reorders, refuses a problem', async ({
  page,
}) => {
  // Many steps, each waiting on the build's checks: more than one step's time on a busy machine.
  test.setTimeout(90_000);
  await page.goto(address);
  const preview = page.frameLocator('iframe');
  const loaded = fileText();

  // An edit shows in the preview, unsaved.
  const newName = `${fileContent().profile.name} Salem`;
  const name = profile(page).getByLabel(titles.name, { exact: true });
  await name.evaluate((input) =>
    input.addEventListener(
      'input',
      () => ((window as { typedAt?: number }).typedAt = performance.now()),
      {
        once: true,
      },
    ),
  );
  await name.fill(newName);
  // Measured in the page, frame by frame: from the keystroke to the preview showing it.
  const shownAfter = await page.waitForFunction(
    (expected) => {
      const heading = document.querySelector('iframe')?.contentDocument?.querySelector('h1');
      return (
        heading?.textContent === expected &&
        performance.now() - (window as { typedAt?: number }).typedAt!
      );
    },
    newName,
    { polling: 'raf' },
  );
  console.log(
    `The preview showed the edit ${Math.round(Number(await shownAfter.jsonValue()))} ms after it was typed`,
  );
  await expect(preview.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  expect(fileText()).toBe(loaded);

  // Save writes that one line.
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  const changed = fileText()
    .split('\n')
    .filter((line, index) => line !== loaded.split('\n')[index]);
  expect(changed).toEqual([`    "name": "${newName}",`]);

  // Reordering an entry.
  const [first, second] = fileContent().experience.map(({ id }) => id);
  await page.locator('summary', { hasText: titles.experience }).click();
  // The entry's own buttons follow those of its lists (bullets, tags).
  await page
    .getByRole('group', { name: `${titles.experience} 1 (${first})` })
    .getByRole('button', { name: words.moveDown })
    .last()
    .click();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileContent().experience.map(({ id }) => id)).toEqual([second, first]);

  // A problem marks its field in the build's words, and Save writes nothing.
  const beforeProblem = fileText();
  const email = profile(page).getByLabel(titles.email, { exact: true });
  await email.fill('not an address');
  const [expected] = findSchemaIssues(ownerContentSchema, {
    ...fileContent(),
    profile: { ...fileContent().profile, email: 'not an address' },
  });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(expected!.line, { exact: true }).first()).toBeVisible();
  await expect(email).toHaveAccessibleDescription(
    new RegExp(`${expected!.line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.notSaved.replace('{count}', '1'));
  expect(fileText()).toBe(beforeProblem);

  // A picture chosen waits in the editor: the field names it, but nothing is written under the owner's public/images/ until a save; undone, it never is.
  await email.fill(fileContent().profile.email);
  const publicBefore = hashedFiles(path.join(path.dirname(file), 'public'));
  const svg = fs.readFileSync(path.join(fixture, 'public', fileContent().profile.photo));
  await profile(page)
    .getByLabel(words.choosePicture)
    .setInputFiles({ name: 'My portrait.svg', mimeType: 'image/svg+xml', buffer: svg });
  const photo = profile(page).getByLabel(titles.photo, { exact: true });
  await expect(photo).toHaveValue('images/My-portrait.svg');
  expect(hashedFiles(path.join(path.dirname(file), 'public'))).toEqual(publicBefore);

  // Undo takes the edits back, one by one.
  await email.press('Control+z');
  await expect(photo).toHaveValue(fileContent().profile.photo);
  await email.fill('not an address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.press('Control+z');
  await expect(email).toHaveValue(fileContent().profile.email);
  await expect(email).not.toHaveAttribute('aria-invalid');

  // A file that is no picture is refused at its field, with the server's line naming it.
  await profile(page)
    .getByLabel(words.choosePicture)
    .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await expect(profile(page).getByRole('alert')).toContainText('page.html');
  await expect(photo).toHaveValue(fileContent().profile.photo);

  // A value changed in the file and here since loading: the file's other changes come in, the
  // owner chooses, and their typed text stays in the form meanwhile.
  const titleBefore = fileContent().profile.title;
  const elsewhere = fileText().replace(titleBefore, 'Changed elsewhere');
  fs.writeFileSync(file, elsewhere);
  const title = profile(page).getByLabel(titles.title, { exact: true });
  await title.fill('Changed here');
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.conflicts.replace('{count}', '1'));
  const both = page.getByRole('region', { name: words.conflictsHeading });
  await expect(both).toContainText(words.yours.replace('{value}', 'Changed here'));
  await expect(both).toContainText(words.onDisk.replace('{value}', 'Changed elsewhere'));
  expect(fileText()).toBe(elsewhere);
  await expect(title).toHaveValue('Changed here');
  await both.getByRole('button', { name: words.keepYours }).click();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileText()).toBe(elsewhere.replace('Changed elsewhere', 'Changed here'));
  expect(hashedFiles(path.join(path.dirname(file), 'public'))).toEqual(publicBefore);
});

test('an entry’s picture removed leaves the page without one, and a save offers its file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(address);
  const preview = page.frameLocator('iframe');
  const [entry] = fileContent().experience;
  const picture = entry!.image!;
  const pictureFile = path.join(path.dirname(file), 'public', picture);
  const shown = preview.locator(`img[src$="${path.basename(picture)}"]`);
  await expect(shown).toHaveCount(1);

  await page.locator('summary', { hasText: titles.experience }).click();
  const group = page.getByRole('group', { name: `${titles.experience} 1 (${entry!.id})` });
  await group.getByRole('button', { name: words.removePicture }).click();
  await expect(group.getByText(words.noPicture)).toBeVisible();
  // The preview shows the entry with no picture, none made up in its place.
  await expect(shown).toHaveCount(0);
  await expect(preview.getByRole('heading', { level: 3, name: entry!.title })).toBeVisible();

  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileContent().experience[0]).not.toHaveProperty('image');
  const offer = page.getByRole('region', { name: words.unusedPictures });
  await offer
    .getByRole('button', { name: words.deletePicture.replace('{picture}', picture) })
    .click();
  await expect(offer).toBeHidden();
  expect(fs.existsSync(pictureFile)).toBe(false);
});

test('edits the GitHub source: a user name, then a user and the repositories chosen', async ({
  page,
}) => {
  await page.goto(address);
  await page.locator('summary', { hasText: titles.sources }).click();
  const github = page.getByRole('group', { name: titles.github, exact: true });
  await github.getByRole('textbox', { name: titles.githubShapes[0] }).fill('noor-haddad');
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileContent()).toMatchObject({ sources: { github: 'noor-haddad' } });

  await github
    .getByRole('combobox', { name: words.shapeOf.replace('{field}', titles.github) })
    .selectOption({ label: titles.githubShapes[1]! });
  const repositories = github.getByRole('group', { name: titles.repositories, exact: true });
  await repositories.getByRole('button', { name: words.add }).click();
  await repositories.getByRole('textbox').fill('pipelines');
  // Saved once the build's checks have seen the name typed (an empty item is a problem).
  await expect(page.getByRole('region', { name: words.problems })).toBeHidden();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileContent()).toMatchObject({
    sources: { github: { user: 'noor-haddad', repositories: ['pipelines'] } },
  });
});

test('two tabs: a save from the one loaded first keeps the other’s saved change', async ({
  page,
  context,
}) => {
  const [first, second] = [page, await context.newPage()];
  await first.goto(address);
  await second.goto(address);
  // The secret has left the address bar (the cookie carries it).
  expect(first.url()).not.toContain('token');

  const name = `${fileContent().profile.name} Haddad`;
  await profile(second).getByLabel(titles.name, { exact: true }).fill(name);
  await second.getByRole('button', { name: words.save }).click();
  await expect(second.getByRole('status')).toHaveText(words.saved);

  const title = `${fileContent().profile.title} (lead)`;
  await profile(first).getByLabel(titles.title, { exact: true }).fill(title);
  await first.getByRole('button', { name: words.save }).click();
  await expect(first.getByRole('status')).toHaveText(words.saved);
  expect(fileContent().profile).toMatchObject({ name, title });
  // The first tab shows what the other saved.
  await expect(profile(first).getByLabel(titles.name, { exact: true })).toHaveValue(name);
  await second.close();
});

test('no other page frames the editor, even at the address with its secret', async ({ page }) => {
  await page.route('http://framing.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<p>A decoy</p><iframe title="decoy" src="${address}" onload="document.body.dataset.framed = 'loaded'"></iframe>`,
    }),
  );
  await page.goto('http://framing.example/');
  // Once the frame has loaded what it was let load, the editor is not in it.
  await expect(page.locator('body')).toHaveAttribute('data-framed', 'loaded');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: words.heading })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: words.save })).toHaveCount(0);
});

/** Whether the editor's keyboard focus is on an element of it that shows it has it. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'lost to the body';
    const { outlineStyle, outlineWidth, boxShadow } = getComputedStyle(focused);
    return (outlineStyle !== 'none' && parseFloat(outlineWidth) > 0) || boxShadow !== 'none'
      ? 'shown'
      : `not shown on ${focused.outerHTML.slice(0, 80)}`;
  });

/** Presses `key` (Tab, Shift+Tab) until `target` has the focus, which shows at every step. */
async function pressUntilFocused(page: Page, key: string, target: Locator) {
  for (let step = 0; step < 100; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    expect(await focusShown(page)).toBe('shown');
  }
  throw new Error(`100 presses of ${key} did not reach ${target.toString()}`);
}

/** An Experience entry's group in the form, named by its place and id as the editor names it. */
const experienceEntry = (page: Page, index: number, id: string) =>
  page.getByRole('group', { name: `${titles.experience} ${index} (${id})`, exact: true });

test('the keyboard alone edits, reorders, undoes, redoes and saves, its focus always shown', async ({
  page,
}) => {
  // Each key waits on the page's focus ring: slow on a busy machine.
  test.setTimeout(90_000);
  await page.goto(address);
  const [first, second] = fileContent().experience.map(({ id }) => id);
  const entry = (index: number, id: string) => experienceEntry(page, index, id);
  // An entry's own buttons follow those of its lists (bullets, tags).
  const button = (group: Locator, name: string) => group.getByRole('button', { name }).last();
  const focusAfter = async (key: string, target: Locator) => {
    await page.keyboard.press(key);
    await expect(target).toBeFocused();
    expect(await focusShown(page)).toBe('shown');
  };

  // A field reached and changed.
  const title = profile(page).getByLabel(titles.title, { exact: true });
  await pressUntilFocused(page, 'Tab', title);
  await page.keyboard.press('End');
  await page.keyboard.type(' (keyboard)');
  const newTitle = `${fileContent().profile.title} (keyboard)`;
  await expect(title).toHaveValue(newTitle);

  // A section opened, an entry moved down: the keyboard follows it (to its Move up, at the end).
  await pressUntilFocused(page, 'Tab', page.locator('summary', { hasText: titles.experience }));
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'Tab', button(entry(1, first!), words.moveDown));
  await focusAfter('Enter', button(entry(2, first!), words.moveUp));
  await page.keyboard.press('Control+z');
  await expect(entry(1, first!)).toBeVisible();
  expect(await focusShown(page)).toBe('shown');
  await page.keyboard.press('Control+Shift+z');
  await expect(entry(2, first!)).toBeVisible();
  expect(await focusShown(page)).toBe('shown');

  // Removed: its neighbour's Remove has the keyboard; undone, the entry is back.
  await pressUntilFocused(page, 'Tab', button(entry(2, first!), words.remove));
  await focusAfter('Enter', button(entry(1, second!), words.remove));
  await page.keyboard.press('Control+z');
  await expect(entry(2, first!)).toBeVisible();
  expect(await focusShown(page)).toBe('shown');

  // Added: the new entry's first field has the keyboard; undone, Undo has it.
  const experience = page.getByRole('group', { name: titles.experience, exact: true });
  await pressUntilFocused(page, 'Tab', button(experience, words.add));
  const added = page.getByRole('group', { name: new RegExp(`^${titles.experience} 3 `) });
  await focusAfter('Enter', added.getByRole('textbox').first());
  await focusAfter('Control+z', page.getByRole('button', { name: words.undo }));
  await expect(added).toHaveCount(0);

  // Saved from its button, and by Ctrl+S.
  const save = page.getByRole('button', { name: words.save });
  await pressUntilFocused(page, 'Shift+Tab', save);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(words.saved);
  expect(fileContent().profile.title).toBe(newTitle);
  expect(fileContent().experience.map(({ id }) => id)).toEqual([second, first]);
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status')).toHaveText(words.nothingToSave);

  // The preview, without Tab through the form: the first stop skips to it.
  await pressUntilFocused(page, 'Shift+Tab', page.getByRole('link', { name: words.skipToPreview }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByTitle(words.preview)).toBeFocused();
});

test('an entry dragged by its handle moves as Move does, and Undo takes it back', async ({
  page,
}) => {
  await page.goto(address);
  const [first, second] = fileContent().experience.map(({ id }) => id);
  const entry = (index: number, id: string) => experienceEntry(page, index, id);
  await page.locator('summary', { hasText: titles.experience }).click();
  // The entry's own handle follows those of its lists (bullets, tags). The drag starts where it
  // is, before the form scrolls to where it is dropped.
  const handle = entry(2, second!).getByTitle(words.drag).last();
  await handle.hover();
  const { x, y } = (await handle.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(x, y - 20, { steps: 2 });
  await entry(1, first!).hover({ position: { x: 40, y: 40 } });
  await page.mouse.up();
  await expect(entry(1, second!)).toBeVisible();
  await expect(entry(2, first!)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(entry(1, first!)).toBeVisible();
  await expect(entry(2, second!)).toBeVisible();
});

test('answers no other site, and no request without its secret', async ({ page, playwright }) => {
  await page.goto(address);
  const before = fileText();
  const origin = new URL(address).origin;
  const fromElsewhere = await page.request.post(`${origin}/api/save`, {
    headers: { Origin: 'https://elsewhere.example' },
    data: { ...fileContent(), language: 'de' },
  });
  expect(fromElsewhere.status()).toBe(403);
  const withoutSecret = await playwright.request.newContext();
  expect((await withoutSecret.post(`${origin}/api/save`, { data: fileContent() })).status()).toBe(
    403,
  );
  expect((await withoutSecret.get(`${origin}/`)).status()).toBe(403);
  await withoutSecret.dispose();
  expect(fileText()).toBe(before);
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`axe finds nothing in the editor, ${colorScheme}`, async ({ page }) => {
    // Every field of the content is in the form: axe reads it all, slowly on a busy machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await page.goto(address);
    await page.locator('summary', { hasText: titles.experience }).click();
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(violations).toEqual([]);
  });

test('two editors at once keep their own page, and the built site stays as it was', async ({
  page,
}) => {
  // A second owner, with a look of their own (so scripts and styles of their own), on a port of
  // its own.
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-owner-'));
  fs.cpSync(fixture, other, { recursive: true });
  const otherFile = path.join(other, 'portfolio.json');
  fs.writeFileSync(
    otherFile,
    JSON.stringify({ ...fileContent(), style: { accent: '#0b6e4f', corners: 'square' } }),
  );
  /** The scripts and stylesheets of an editor's preview that it does not answer. */
  const previewFilesMissing = async (at: string) => {
    await page.goto(at);
    const { origin } = new URL(at);
    const html = await (await page.request.get(`${origin}/page/`)).text();
    const files = [...html.matchAll(/"(\/bundle\/[^"]+)"/g)].map(([, file]) => file!);
    expect(files.length).toBeGreaterThan(1);
    const answered = await Promise.all(
      files.map(async (file) => (await page.request.get(origin + file)).ok()),
    );
    return files.filter((_, index) => !answered[index]);
  };

  const second = await startEditor(otherFile);
  try {
    expect(await previewFilesMissing(address)).toEqual([]);
    expect(await previewFilesMissing(second.address)).toEqual([]);
  } finally {
    await second.stop();
  }
  expect(await previewFilesMissing(address)).toEqual([]);

  // Edited, previewed, saved and stopped: dist/ is byte for byte what it was.
  expect(hashedFiles(projectPaths.dist)).toEqual(distBefore);
});
