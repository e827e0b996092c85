import { openAndFill, visitorForThisTest } from './support/contactPage';
import { contactWords, content, shownSections, words } from './support/content';
import { expect, test } from './support/fixtures';

/** The first section with an entry that has tags: breaking those tags breaks its rendering. */
const broken = (
  [
    [words.experienceTitle, content.experience],
    [words.awardsTitle, content.awards],
    [words.projectsTitle, content.projects],
  ] as const
)
  .map(([section, entries]) => ({ section, entry: entries.find((entry) => entry.tags.length) }))
  .find(({ entry }) => entry);

test('an entry that throws: its section shows a note, the rest of the page and sending still work', async ({
  page,
  browserConsole,
}) => {
  test.skip(!broken, 'no entry in the content has tags to break');
  const { section, entry } = broken!;
  browserConsole.allow(
    `The ${section} section could not be shown`,
    'Cannot read properties of null',
  );
  // The bundle as it would be with that entry broken: its tags are not a list. The content is an
  // object literal there (SITE_CONTENT), its keys unquoted by the minifier.
  const tagsText = `tags:${JSON.stringify(entry!.tags)}`;
  await page.route('**/assets/main.*.js', async (route) => {
    const built = await (await route.fetch()).text();
    const withBrokenEntry = built.replace(tagsText, 'tags:null');
    expect(withBrokenEntry).not.toBe(built);
    await route.fulfill({ contentType: 'text/javascript', body: withBrokenEntry });
  });
  await page.goto('/');

  const region = page.getByRole('region', { name: section });
  await expect(region.getByText(words.sectionFailed)).toBeVisible();
  await expect(region.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(shownSections);

  const dialog = await openAndFill(page, visitorForThisTest());
  await dialog.getByRole('button', { name: contactWords.send }).click();
  await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
});
