import { openAndFill, visitorForThisTest } from './support/contactPage';
import { contactWords, content, shownSections, words } from './support/content';
import { expect, test } from './support/fixtures';
import { e2ePageUrl, servedAddress } from './support/site';
import { sameOnEveryScreen } from './support/screens';

/**
 * An education entry: its card hydrates (its View Units button), so a broken one in the page's
 * scripts breaks that section's rendering. (The sections that only show content are HTML the
 * scripts never render.)
 */
const broken = content.education[0];
test(
  'an entry that throws: its section shows a note, the rest of the page and sending still work',
  { tag: sameOnEveryScreen },
  async ({ page, browserConsole }) => {
    test.skip(!broken, 'the content has no education entry to break');
    const section = words.educationTitle;
    browserConsole.allow(
      `The ${section} section could not be shown`,
      'Cannot read properties of null',
      // Chromium takes a page the test serves itself for a public one, and refuses its hits to an
      // analytics stand-in on this machine (Local Network Access): no real visitor meets this.
      'to access the `loopback` address space',
      'net::ERR_FAILED',
    );
    // The page as it would be with a broken entry (null) first in the education list of the data
    // its scripts read.
    const educationList = `"education":[{"id":${JSON.stringify(broken!.id)}`;
    await page.route(e2ePageUrl, async (route) => {
      const built = await (await route.fetch({ url: servedAddress(route.request().url()) })).text();
      const withBrokenEntry = built.replace(educationList, educationList.replace('[', '[null,'));
      expect(withBrokenEntry).not.toBe(built);
      await route.fulfill({ contentType: 'text/html', body: withBrokenEntry });
    });
    await page.goto(e2ePageUrl);

    const region = page.getByRole('region', { name: section });
    await expect(region.getByText(words.sectionFailed)).toBeVisible();
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      shownSections,
    );

    const dialog = await openAndFill(page, visitorForThisTest());
    await dialog.getByRole('button', { name: contactWords.send }).click();
    await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
  },
);
