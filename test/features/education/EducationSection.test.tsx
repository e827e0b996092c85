import { screen } from '@testing-library/react';
import { education, words } from '../../../src/content';
import { EducationSection } from '../../../src/features/education/EducationSection';
import { renderWithProviders } from '../../support/renderWithProviders';

describe(words.viewUnits, () => {
  it('has a closed units list per entry, controlled by its button', async () => {
    await renderWithProviders(
      <EducationSection section={{ id: 'education', title: words.educationTitle }} />,
    );
    const buttons = screen.getAllByRole('button', { name: words.viewUnits });
    expect(buttons).toHaveLength(education.length);
    buttons.forEach((button, index) => {
      const listId = education[index]?.unitsListId ?? '';
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls', listId);
      expect(document.getElementById(listId)).not.toBeVisible();
    });
  });

  it('opens and closes each list on its own', async () => {
    const { user } = await renderWithProviders(
      <EducationSection section={{ id: 'education', title: words.educationTitle }} />,
    );
    const [first, second] = screen.getAllByRole('button', { name: words.viewUnits }) as [
      HTMLElement,
      HTMLElement,
    ];
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    const firstUnits = education[0]?.units ?? [];
    expect(screen.getByText(firstUnits[0]?.name ?? '')).toBeVisible();

    await user.click(second);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(firstUnits[0]?.name ?? '')).not.toBeVisible();
  });
});
