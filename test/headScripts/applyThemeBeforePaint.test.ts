import { headScripts } from '../../src/buildtime/pages/headScripts';
import { themeStorageKey } from '../../src/features/theme/themeDocument';
import { blockWebStorage } from '../support/blockWebStorage';
import { emulateColorScheme } from '../support/emulateColorScheme';

/** Runs the theme script exactly as the build emits it into <head>, and reads what it painted. */
function paintedTheme() {
  new Function(headScripts([]).theme)();
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

describe('the <head> script that applies the theme before the first paint', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).matchMedia;
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
  ] as const)(
    'uses the saved value "%s" over the system setting',
    (saved, systemDark, expected) => {
      window.localStorage.setItem(themeStorageKey, saved);
      emulateColorScheme(systemDark);
      expect(paintedTheme()).toBe(expected);
    },
  );

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ] as const)(
    'follows the system setting (dark: %s) when nothing is saved',
    (systemDark, expected) => {
      emulateColorScheme(systemDark);
      expect(paintedTheme()).toBe(expected);
    },
  );

  it('ignores a saved value that is neither dark nor light', () => {
    window.localStorage.setItem(themeStorageKey, 'purple');
    emulateColorScheme(true);
    expect(paintedTheme()).toBe('dark');
  });

  it('follows the system setting when storage throws', () => {
    emulateColorScheme(true);
    blockWebStorage();
    expect(paintedTheme()).toBe('dark');
  });

  it('paints light when the browser has no matchMedia', () => {
    expect(paintedTheme()).toBe('light');
  });

  it('marks the page as scripted, and gives the prerendered switch its state once parsed', () => {
    emulateColorScheme(true);
    document.body.innerHTML = '<button class="theme-switch" role="switch" aria-checked="false">';
    paintedTheme();
    expect(document.documentElement).toHaveClass('js');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('.theme-switch')).toHaveAttribute('aria-checked', 'true');
    document.body.innerHTML = '';
  });
});
