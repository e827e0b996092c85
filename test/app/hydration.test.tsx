import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { Page } from '../../src/app/Page';
import { makeStore } from '../../src/app/store';
import { prerenderPage } from '../../src/buildtime/prerender';
import { headScripts } from '../../src/buildtime/headScripts';
import { startingTheme, themeStorageKey } from '../../src/features/theme/themeDocument';
import { words } from '../../src/content';

describe('hydrating the prerendered page', () => {
  it('adopts the build-time HTML without a warning, even when the visitor saved dark', async () => {
    window.localStorage.setItem(themeStorageKey, 'dark');
    new Function(headScripts([]).theme)(); // in <head>, before the page is parsed
    const container = document.createElement('div');
    container.innerHTML = prerenderPage();
    document.body.append(container);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const prerenderedHeading = screen.getByRole('heading', { level: 1 });
    const prerenderedSwitch = screen.getByRole('switch', { name: words.darkTheme });
    expect(prerenderedSwitch).toBeChecked();

    const consoleError = jest.spyOn(console, 'error');
    const consoleWarn = jest.spyOn(console, 'warn');
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <Page store={makeStore({ theme: startingTheme() })} />
        </StrictMode>,
      );
    });

    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(prerenderedHeading);
    expect(screen.getByRole('switch', { name: words.darkTheme })).toBe(prerenderedSwitch);
    expect(prerenderedSwitch).toBeChecked();
    container.remove();
  });
});
