import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { renderWithProviders } from '../support/renderWithProviders';
import { words } from '../../src/content';

// A project card that throws stands for any content a section cannot render.
jest.mock('../../src/features/projects/ProjectCard', () => ({
  ProjectCard: () => {
    throw new Error('A project card broke');
  },
}));

describe('a section whose content throws', () => {
  it('shows a note under its heading; the rest of the page and the contact dialog keep working', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderWithProviders(<App />);

    const projects = screen.getByRole('region', { name: words.projectsTitle });
    expect(within(projects).getByText(/could not be shown/)).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      'The Projects section could not be shown',
      expect.objectContaining({ message: 'A project card broke' }),
      expect.any(String),
    );
    for (const name of ['About Me', 'Experience', 'Awards', 'Education']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).queryByText(/could not be shown/)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: words.getInTouch }));
    expect(await screen.findByRole('dialog', { name: words.getInTouch })).toBeVisible();
    consoleError.mockRestore();
  });
});
