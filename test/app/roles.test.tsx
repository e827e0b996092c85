import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { renderWithProviders } from '../support/renderWithProviders';
import { content, words } from '../../src/content';

/** The sample's first job, and an earlier role at the same company right after it (a promotion). */
jest.mock('../../src/content', () => {
  const sample = jest.requireActual('../../src/content/sample.json');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const { checkedFixture } = jest.requireActual('../support/checkedContent');
  const [first, second, ...rest] = sample.experience;
  const earlier = {
    ...first,
    id: 'earlier-role',
    title: 'Earlier role',
    start: '2019-01',
    end: '2020-06',
  };
  const { SITE_CONTENT: content } = contentGlobals(
    checkedFixture({ ...sample, experience: [first, earlier, second, ...rest] }),
  );
  return { ...jest.requireActual('../../src/content/constants'), content, ...content };
});

describe('several roles at one employer', () => {
  it('shows the employer once, with each role under it: its title, dates and bullets', async () => {
    await renderWithProviders(<App />);
    const [first, earlier, ...others] = content.entries.experience;
    const experience = screen.getByRole('region', { name: words.experienceTitle });
    const employers = within(experience).getAllByRole('heading', { level: 3 });
    expect(employers.map((heading) => heading.textContent)).toEqual([
      first!.employer,
      ...others.map((job) => job.title),
    ]);
    const card = employers[0]!.closest('li')!;
    const roles = within(card).getAllByRole('heading', { level: 4 });
    expect(roles.map((heading) => heading.textContent)).toEqual([first!.title, earlier!.title]);
    for (const [index, view] of [first!, earlier!].entries()) {
      const role = roles[index]!.closest('li')!;
      expect(role).toHaveTextContent(view.date!.replace(/\s+/g, ' '));
      expect(within(role).queryByText(first!.employer!)).not.toBeInTheDocument();
      for (const bullet of view.bullets) expect(within(role).getByText(bullet)).toBeInTheDocument();
    }
    // The place both roles share is said once, under the employer.
    const place = first!.details[1]!.text;
    const [shown, ...again] = within(card).getAllByText(place);
    expect(again).toEqual([]);
    for (const role of roles) expect(role.closest('li')).not.toContainElement(shown!);
  });
});
