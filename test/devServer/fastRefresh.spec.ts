import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';

/** Where the dev server listens, as it says once started. */
let origin: string;
/** What `npm start` reads, copied: the edits below are the copy's, never this checkout's. */
const copied = ['src', 'styles', 'public', 'webpack.config.ts', 'tsconfig.json', 'package.json'];
const dialogFile = 'src/features/contact/ContactDialog.tsx';
const sliceFile = 'src/features/education/educationSlice.ts';
const dialogStyles = 'styles/_contact.scss';

let copy: string;
let server: ChildProcess;
const sampleContent = () => path.join(copy, 'src/content/sample.json');
const wordsOf = (file: string) => {
  const { language } = JSON.parse(fs.readFileSync(file, 'utf8')) as { language: string };
  const catalog = path.join(projectPaths.root, `src/i18n/catalogs/${language}.json`);
  return JSON.parse(fs.readFileSync(catalog, 'utf8')) as Record<string, string>;
};
const edit = (file: string, change: (text: string) => string) => {
  const target = path.join(copy, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
};
/** A mark that only this page load carries: a full reload drops it. */
const markPage = (page: Page) => page.evaluate(() => ((window as { mark?: string }).mark = 'kept'));
const pageMark = (page: Page) => page.evaluate(() => (window as { mark?: string }).mark);
/** Waits for the full reload an edit must cause (never evaluating while the page navigates). */
const expectReload = async (page: Page, change: () => void) => {
  const loaded = page.waitForEvent('load', { timeout: 60_000 });
  change();
  await loaded;
  expect(await pageMark(page)).toBeUndefined();
};
/**
 * Runs an edit that must update the page in place: it fails on a full reload, seen either way,
 * by the page's mark or by a request for the page from here on.
 */
const expectNoReload = async (page: Page, editAndCheck: () => Promise<void>) => {
  await markPage(page);
  let reloads = 0;
  const countReload = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads++;
  };
  // webpack's [HMR] lines say why a page reloads.
  const consoleLines: string[] = [];
  const keepLine = (message: ConsoleMessage) => consoleLines.push(message.text());
  page.on('request', countReload);
  page.on('console', keepLine);
  await editAndCheck();
  page.off('request', countReload);
  page.off('console', keepLine);
  expect(reloads, `reloaded; the page's console said:\n${consoleLines.join('\n')}`).toBe(0);
  expect(await pageMark(page)).toBe('kept');
};

/** The dialog open with a name typed into it: state that an update in place keeps. */
async function openDialogWithName(page: Page) {
  const words = wordsOf(sampleContent());
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: words.getInTouch }).first().click();
  const dialog = page.getByRole('dialog', { name: words.getInTouch });
  const name = dialog.getByRole('textbox', { name: words.nameLabel });
  await name.fill('Ada');
  // Set on the element React made: another element in its place means the dialog was remounted.
  await dialog.evaluate((element) => (element.dataset.madeBeforeEdit = ''));
  return { dialog, name, sameElement: dialog.and(page.locator('[data-made-before-edit]')) };
}

// An update takes a few seconds: every language's compiler builds again.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-refresh-'));
  for (const name of copied)
    fs.cpSync(path.join(projectPaths.root, name), path.join(copy, name), { recursive: true });
  // Installed packages by link; webpack's cache stays in the copy.
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const name of fs.readdirSync(path.join(projectPaths.root, 'node_modules')))
    if (name !== '.cache')
      fs.symlinkSync(
        path.join(projectPaths.root, 'node_modules', name),
        path.join(copy, 'node_modules', name),
      );
  // On port 0: one the system gives, which the server prints.
  server = spawn(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development', '--port', '0'],
    {
      cwd: copy,
      env: { ...process.env, CONTENT_FILE: sampleContent() },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it stops the type check it starts.
      detached: true,
    },
  );
  // Read on to the end, so that a full pipe never stalls the server.
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`npm start stopped (${code}):\n${output}`)));
    const read = (chunk: Buffer) => {
      output = `${output}${chunk}`.slice(-10_000);
      const loopback = /Loopback: (http:\/\/localhost:\d+)/.exec(stripVTControlCharacters(output));
      if (loopback) resolve(loopback[1]!);
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
  });
  origin = await listening;
  const script = () =>
    fetch(`${origin}/assets/main.js`).then(
      ({ ok }) => ok,
      () => false,
    );
  await expect.poll(script, { timeout: 230_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
  // Stopped, and gone, before its copy is removed; one that stopped by itself said why above.
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid);
    await exited;
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test('an edited component updates in place and keeps its state', async ({ page }) => {
  const { dialog, name, sameElement } = await openDialogWithName(page);
  await expectNoReload(page, async () => {
    edit(dialogFile, (text) =>
      text.replace('id="contact-title"', 'id="contact-title" data-edited'),
    );
    await expect(page.locator('#contact-title[data-edited]')).toBeAttached({ timeout: 60_000 });
  });
  await expect(dialog).toBeVisible();
  await expect(sameElement).toBeVisible();
  await expect(name).toHaveValue('Ada');
});

test('a component that throws while it updates is reported, and recovers in place once fixed', async ({
  page,
}) => {
  const { dialog, name } = await openDialogWithName(page);
  const problem = 'Broken on purpose by the Fast Refresh test';
  const before = fs.readFileSync(path.join(copy, dialogFile), 'utf8');
  // webpack-dev-server's overlay, where the page's uncaught errors show.
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
  await expectNoReload(page, async () => {
    edit(dialogFile, (text) => `${text}\nthrow new Error('${problem}');\n`);
    await expect(overlay.getByText(problem).first()).toBeVisible({ timeout: 60_000 });
    edit(dialogFile, () => before.replace('id="contact-title"', 'id="contact-title" data-fixed'));
    await expect(page.locator('#contact-title[data-fixed]')).toBeAttached({ timeout: 60_000 });
  });
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Ada');
});

test('a changed hook signature remounts the component, without a reload', async ({ page }) => {
  const { dialog, sameElement } = await openDialogWithName(page);
  await expectNoReload(page, async () => {
    edit(dialogFile, (text) =>
      text.replace(
        'const mode = useSelector(',
        'useSelector(contactActor, (snapshot) => snapshot.status);\n  const mode = useSelector(',
      ),
    );
    await expect(sameElement).toHaveCount(0, { timeout: 60_000 });
  });
  await expect(dialog).toBeVisible();
});

test('a style change applies without a reload', async ({ page }) => {
  const { dialog } = await openDialogWithName(page);
  const title = page.locator('#contact-title');
  await expect(title).not.toHaveCSS('outline-offset', '7px');
  await expectNoReload(page, async () => {
    edit(dialogStyles, (text) => `${text}\n#contact-title {\n  outline-offset: 7px;\n}\n`);
    await expect(title).toHaveCSS('outline-offset', '7px', { timeout: 60_000 });
  });
  await expect(dialog).toBeVisible();
});

test('an edit no component accepts reloads the page', async ({ page }) => {
  const words = wordsOf(sampleContent());
  await page.goto(`${origin}/`);
  await markPage(page);
  // A component module that now exports something else: its importers must see it.
  await expectReload(page, () =>
    edit(dialogFile, (text) => `${text}\nexport const notAComponent = 1;\n`),
  );

  await expect(page.getByRole('button', { name: words.getInTouch }).first()).toBeVisible();
  await markPage(page);
  await expectReload(page, () =>
    edit(sliceFile, (text) => `${text}\nexport const notAComponent = 1;\n`),
  );
});
