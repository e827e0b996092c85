import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isRightToLeftTag } from '../../src/buildtime/content/languages';
import { untranslatedByEntry } from '../../src/buildtime/content/translationFile';
import { translationFiles } from '../../src/buildtime/content/translations';
import translationSchema from '../../src/content/schemas/translation.json';
import words from '../../src/editor/words.json';
import { startEditor, type RunningEditor } from '../../src/servers/startEditor';

const titles = {
  profile: translationSchema.properties.profile.title,
  title: translationSchema.properties.profile.properties.title.title,
  tagline: translationSchema.properties.profile.properties.tagline.title,
};

let editor: RunningEditor;
let address: string;
let file: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // An owner's folder of the test's own, with translations: the right-to-left fixture's.
  const owner = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-translation-'));
  fs.cpSync(path.join(__dirname, '../fixtures/arabic-owner'), owner, { recursive: true });
  file = path.join(owner, 'portfolio.json');
  editor = await startEditor(file);
  address = editor.address;
});

test.afterAll(() => editor?.stop());

test('edits a translation beside the original, in its language and direction', async ({ page }) => {
  const original = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    language: string;
    profile: Record<string, string>;
  };
  // A right-to-left translation of the fixture's own.
  const { tag, file: translationFile } = translationFiles(file).find((each) =>
    isRightToLeftTag(each.tag),
  )!;
  const loaded = fs.readFileSync(translationFile, 'utf8');
  const translation = JSON.parse(loaded) as { profile: Record<string, string> };

  await page.goto(address);
  const editorLanguage = await page.locator('html').getAttribute('lang');
  const name = new Intl.DisplayNames([editorLanguage!], { type: 'language' }).of(tag)!;
  const picker = page.getByRole('navigation', { name: words.languages });
  await picker.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]lang=${tag}$`));
  await expect(picker.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The field is in the translation's language; the original's text is beside it, in its own.
  const profile = page.getByRole('group', { name: titles.profile, exact: true });
  const title = profile.getByLabel(titles.title, { exact: true });
  await expect(title).toHaveValue(translation.profile.title!);
  await expect(title).toHaveAttribute('lang', tag);
  await expect(title).toHaveAttribute('dir', 'rtl');
  const originalTitle = profile.locator(`[lang="${original.language}"]`, {
    hasText: original.profile.title!,
  });
  await expect(originalTitle).toBeVisible();
  await expect(title).toHaveAccessibleDescription(new RegExp(original.profile.title!));

  // The preview is the translation's, and shows what is typed.
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('html')).toHaveAttribute('lang', tag);
  const newTitle = `${translation.profile.title} ✓`;
  await title.fill(newTitle);
  await expect(preview.getByText(newTitle, { exact: true }).first()).toBeVisible();

  // A text cleared shows the original on the page, and is listed as the build warns of it.
  await profile.getByLabel(titles.tagline, { exact: true }).fill('');
  await expect(preview.getByText(original.profile.tagline!).first()).toBeVisible();
  const originalName = new Intl.DisplayNames([editorLanguage!], { type: 'language' }).of(
    original.language,
  )!;
  const untranslated = page.getByRole('region', {
    name: words.untranslated.replace('{language}', originalName),
  });
  await expect(untranslated.getByRole('listitem')).toHaveText(
    untranslatedByEntry(['profile.tagline']),
  );

  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(violations).toEqual([]);

  // Saved: one line changed, the cleared text's line gone, the content file untouched.
  const contentBefore = fs.readFileSync(file, 'utf8');
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByRole('status')).toHaveText(words.saved);
  const written = fs.readFileSync(translationFile, 'utf8').split('\n');
  const before = loaded.split('\n');
  expect(written.filter((line) => !before.includes(line))).toEqual([`    "title": "${newTitle}",`]);
  expect(before.filter((line) => !written.includes(line))).toEqual([
    `    "title": "${translation.profile.title}",`,
    `    "tagline": "${translation.profile.tagline}",`,
  ]);
  expect(fs.readFileSync(file, 'utf8')).toBe(contentBefore);
});
