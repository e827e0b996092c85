import { makeStore } from '../../../src/app/store';
import {
  readDocumentTheme,
  themeStartupScript,
  themeStorageKey,
} from '../../../src/features/theme/themeDocument';
import { selectTheme, themeToggled } from '../../../src/features/theme/themeSlice';

function emulateSystemDark(prefersDark: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

/** Runs the inline <head> script as the browser would, then reads what it decided. */
function readStartupTheme() {
  new Function(themeStartupScript)();
  return readDocumentTheme();
}

describe('theme at start-up (the inline <head> script)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
  ] as const)(
    'uses the saved value "%s" over the system setting',
    (saved, systemDark, expected) => {
      window.localStorage.setItem(themeStorageKey, saved);
      emulateSystemDark(systemDark);
      expect(readStartupTheme()).toBe(expected);
    },
  );

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ] as const)(
    'follows the system setting (dark: %s) when nothing is saved',
    (systemDark, expected) => {
      emulateSystemDark(systemDark);
      expect(readStartupTheme()).toBe(expected);
    },
  );

  it('ignores a saved value that is neither dark nor light', () => {
    window.localStorage.setItem(themeStorageKey, 'purple');
    emulateSystemDark(true);
    expect(readStartupTheme()).toBe('dark');
  });

  it('falls back to the system setting when storage throws', () => {
    emulateSystemDark(true);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStartupTheme()).toBe('dark');
    getItem.mockRestore();
  });

  it('still paints light when the browser has no matchMedia', () => {
    Object.assign(window, { matchMedia: undefined });
    expect(readStartupTheme()).toBe('light');
  });
});

describe('theme slice', () => {
  it('starts light unless the start-up theme is passed in', () => {
    expect(selectTheme(makeStore().getState())).toBe('light');
    expect(selectTheme(makeStore({ theme: { mode: 'dark' } }).getState())).toBe('dark');
  });

  it('toggles, saves the choice and sets the dark class on <html>', () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('light');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('with storage that throws: still toggles, and keeps the choice for this page view', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = makeStore();
    expect(() => store.dispatch(themeToggled())).not.toThrow();
    expect(selectTheme(store.getState())).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    jest.restoreAllMocks();
  });

  it('names its action as an event for Redux DevTools', () => {
    expect(themeToggled().type).toBe('theme/toggled');
  });
});
