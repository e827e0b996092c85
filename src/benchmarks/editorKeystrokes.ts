/**
 * How soon the editor's applications view follows a keystroke: `npm run edit` on a content file,
 * a new application started from a posting in Chromium, then the résumé's title typed again and
 * again (until the résumé beside shows it: its PDF drawn by the server and by pdf.js in the page),
 * and a skill added to the posting (until the requirements list shows it).
 */
import type { Locator, Page } from '@playwright/test';
import applicationSchema from '../content/schemas/application.json';
import words from '../editor/words.json';
import { launchChromium } from '../chromium/launch';
import { startEditor } from '../servers/startEditor';
import { descendantsProcessorMs } from './processorTime';

/** Skills a posting may ask for, added one a run. */
const newSkills = ['Haskell', 'Elixir', 'Erlang', 'Clojure', 'Scala', 'Kotlin', 'Perl', 'Julia'];

/** Where a keystroke shows: the requirements list, or the résumé's pages (their text, as pdf.js read it). */
const shownIn = {
  requirementsList: '[aria-labelledby="requirements-heading"]',
  resume: `section.pdf[aria-label="${words.applications.resume}"] figcaption`,
};

/**
 * Types `typed` into `field` (over its value, or after the text `after`) and times, from the input
 * event, until `expected` shows where `where` says: the milliseconds, and the processor time the
 * editor's server and Chromium took for the edit, all of it (pages drawn after the one shown too:
 * it is read a second after the edit shows).
 */
async function timeOneEdit(
  page: Page,
  field: Locator,
  {
    typed,
    after,
    expected,
    where,
  }: { typed: string; after?: string; expected: string; where: string },
) {
  await field.focus();
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    const at = text === undefined ? 0 : input.value.indexOf(text) + text.length;
    input.setSelectionRange(at, text === undefined ? input.value.length : at);
  }, after);
  await field.evaluate((element) =>
    element.addEventListener(
      'input',
      () => ((window as { typedAt?: number }).typedAt = performance.now()),
      { once: true },
    ),
  );
  const processorBefore = descendantsProcessorMs();
  await page.keyboard.insertText(typed);
  const shown = await page.waitForFunction(
    ({ text, selector }) =>
      [...document.querySelectorAll(selector)].some((each) => each.textContent?.includes(text)) &&
      performance.now() - (window as { typedAt?: number }).typedAt!,
    { text: expected, selector: where },
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Math.round(Number(await shown.jsonValue()));
  await page.waitForTimeout(1000);
  const processorAfter = descendantsProcessorMs();
  return {
    ms,
    processorMs:
      processorBefore === null || processorAfter === null
        ? null
        : Math.round(processorAfter - processorBefore),
  };
}

/**
 * `runs` edits of the résumé's title in the applications view of `npm run edit` on `contentFile`,
 * for an application to `posting`, each followed by a skill added to its requirements: each edit's
 * milliseconds until the résumé beside shows the title, and until the requirements list shows the skill,
 * and the processor milliseconds of each (none where they cannot be read).
 */
export async function timeEditorKeystrokes(
  contentFile: string,
  /** The posting, and the line of it that heads its requirements. */
  { posting, requirements }: { posting: string; requirements: string },
  runs: number,
) {
  const editor = await startEditor(contentFile);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${editor.address}&view=applications`);
    await page.getByLabel(words.applications.pastePosting).fill(posting);
    await page.getByRole('button', { name: words.applications.start }).click();
    await page.locator('section.pdf canvas').first().waitFor({ timeout: 120_000 });
    const title = page
      .getByRole('group', { name: applicationSchema.properties.resume.title, exact: true })
      .getByLabel(applicationSchema.properties.resume.properties.title.title, { exact: true });
    const postingField = page.getByLabel(applicationSchema.properties.posting.title, {
      exact: true,
    });
    const times = {
      resume: [] as number[],
      requirementsList: [] as number[],
      resumeProcessor: [] as number[],
      requirementsListProcessor: [] as number[],
    };
    // The first edit of each warms the server's and the page's code; it is not counted.
    for (let run = 0; run <= runs; run += 1) {
      const resume = await timeOneEdit(page, title, {
        typed: `Title ${run}`,
        expected: `Title ${run}`,
        where: shownIn.resume,
      });
      // A skill the posting did not name yet, on a line of its own: a new requirement.
      const skill = newSkills[run % newSkills.length]!;
      const requirementsList = await timeOneEdit(page, postingField, {
        typed: `\n- ${skill}`,
        after: requirements,
        expected: skill,
        where: shownIn.requirementsList,
      });
      if (run > 0) {
        times.resume.push(resume.ms);
        times.requirementsList.push(requirementsList.ms);
        if (resume.processorMs !== null) times.resumeProcessor.push(resume.processorMs);
        if (requirementsList.processorMs !== null)
          times.requirementsListProcessor.push(requirementsList.processorMs);
      }
    }
    return times;
  } finally {
    await browser.close();
    await editor.stop();
  }
}
