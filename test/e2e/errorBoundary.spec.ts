import { openAndFill, visitorForThisTest } from './support/contactPage';
import { expect, test } from './support/fixtures';

test('an award entry that throws: Awards shows a note, the rest of the page and sending still work', async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow('The Awards section could not be shown', 'Cannot read properties of null');
  // The bundle as it would be with a broken award: its tags are not a list.
  await page.route('**/assets/main.*.js', async (route) => {
    const built = await (await route.fetch()).text();
    const broken = built.replace('tags:["IoT","Edge AI","Embedded C"]', 'tags:null');
    expect(broken).not.toBe(built);
    await route.fulfill({ contentType: 'text/javascript', body: broken });
  });
  await page.goto('/');

  const awards = page.getByRole('region', { name: 'Awards' });
  await expect(awards.getByText('This part of the page could not be shown')).toBeVisible();
  await expect(awards.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Projects' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(12);

  const dialog = await openAndFill(page, visitorForThisTest());
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Email Sent Successfully!');
});
