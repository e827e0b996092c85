import { screen } from '@testing-library/react';
import { themeStorageKey } from '../../../src/features/theme/themeDocument';
import { ThemeSwitch } from '../../../src/features/theme/ThemeSwitch';
import { renderWithProviders } from '../../support/renderWithProviders';
import { words } from '../../../src/content';

describe('theme switch', () => {
  it('flips the dark class on <html> and saves the choice', async () => {
    const { user } = await renderWithProviders(<ThemeSwitch />, {
      preloadedState: { theme: { mode: 'light', chosen: false } },
    });
    const themeSwitch = screen.getByRole('switch', { name: words.darkTheme });
    expect(themeSwitch).toHaveAttribute('aria-checked', 'false');

    await user.click(themeSwitch);
    expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');

    await user.click(themeSwitch);
    expect(themeSwitch).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
  });
});
