import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { Page } from '../../src/app/Page';
import { makeStore } from '../../src/app/store';
import { prerenderPage } from '../../src/buildtime/prerender';

describe('hydrating the prerendered page', () => {
  it('adopts the build-time HTML without a warning, even when the visitor saved dark', async () => {
    const container = document.createElement('div');
    container.innerHTML = prerenderPage();
    document.body.append(container);
    const prerenderedHeading = screen.getByRole('heading', { level: 1 });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    const consoleError = jest.spyOn(console, 'error');
    const consoleWarn = jest.spyOn(console, 'warn');
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <Page store={makeStore({ theme: { mode: 'dark' } })} />
        </StrictMode>,
      );
    });

    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(prerenderedHeading);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    container.remove();
  });
});
