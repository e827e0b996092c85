import { content } from './support/content';
import { expect, test, waitForHydration } from './support/fixtures';
import { organisationKey } from '../../src/content/roles';
import { sameOnEveryScreen } from './support/screens';

/** Runs of two or more jobs in a row at one company, from the owner's content. */
const runs = content.entries.experience
  .reduce<(typeof content.entries.experience)[]>((found, view, index, views) => {
    const before = views[index - 1];
    const sameAsBefore =
      before?.employer &&
      view.employer &&
      organisationKey(before.employer) === organisationKey(view.employer);
    if (sameAsBefore) found.at(-1)!.push(view);
    else found.push([view]);
    return found;
  }, [])
  .filter((run) => run.length > 1);

test(
  'several roles in a row at one company are under it, each with its title and dates',
  { tag: sameOnEveryScreen },
  async ({ page }) => {
    test.skip(runs.length === 0, 'No two jobs in a row at one company.');
    await page.goto('/');
    await waitForHydration(page);
    const experience = page.getByRole('region', {
      name: content.sections.find(({ id }) => id === 'experience')!.title,
    });
    for (const run of runs) {
      const company = experience.getByRole('heading', {
        level: 3,
        name: run[0]!.employer,
        exact: true,
      });
      await expect(company).toHaveCount(1);
      const card = experience.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: run[0]!.employer, exact: true }),
      });
      await expect(card.getByRole('heading', { level: 4 })).toHaveText(
        run.map((view) => view.title),
      );
      for (const view of run) {
        const role = card.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 4, name: view.title, exact: true }),
        });
        await expect(role).toContainText(view.date!);
      }
    }
  },
);
