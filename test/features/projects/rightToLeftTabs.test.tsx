import { screen } from '@testing-library/react';
import { language, words } from '../../../src/content';
import { ProjectsSection } from '../../../src/features/projects/ProjectsSection';
import { renderWithProviders } from '../../support/renderWithProviders';

/** The sample fixture, written in Arabic: a right-to-left page. */
jest.mock('../../../src/content', () => {
  const sample = jest.requireActual('../../../src/content/sample.json');
  const { contentGlobals } = jest.requireActual(
    '../../../src/buildtime/pages/siteContentDefinition',
  );
  const { checkedFixture } = jest.requireActual('../../support/checkedContent');
  const { SITE_CONTENT: content } = contentGlobals(checkedFixture({ ...sample, language: 'ar' }));
  return { ...jest.requireActual('../../../src/content/constants'), content, ...content };
});

describe('project filter on a right-to-left page', () => {
  it('goes to the next tab with the left arrow and back with the right, as Arabic reads', async () => {
    expect(language.dir).toBe('rtl');
    const { user } = await renderWithProviders(
      <ProjectsSection section={{ id: 'projects', title: words.projectsTitle }} />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: words.filterAll })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: words.filterPersonal })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: words.filterForClients })).toHaveFocus();
    expect(screen.getByRole('tab', { name: words.filterForClients })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
