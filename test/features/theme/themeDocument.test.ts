import { makeStore } from '../../../src/app/store';
import {
  followThemeChanges,
  startingTheme,
  themeStorageKey,
} from '../../../src/features/theme/themeDocument';
import { selectTheme, themeToggled } from '../../../src/features/theme/themeSlice';
import { blockWebStorage } from '../../support/blockWebStorage';
import { emulateColorScheme } from '../../support/emulateColorScheme';

/** The store as src/index.tsx makes it, after the <head> script painted `painted`. */
function startPage(painted: 'dark' | 'light') {
  document.documentElement.classList.toggle('dark', painted === 'dark');
  const store = makeStore({ theme: startingTheme() });
  followThemeChanges(store.dispatch);
  return store;
}

/** What the browser fires in this tab when another tab of the site saves to localStorage. */
function saveInAnotherTab(value: string) {
  window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: value }));
}

const pageIsDark = () => document.documentElement.classList.contains('dark');

describe('the theme on the page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).matchMedia;
  });

  it('follows the system changing while the visitor has made no choice', () => {
    const system = emulateColorScheme(false);
    const store = startPage('light');
    system.change(true);
    expect(selectTheme(store.getState())).toBe('dark');
    expect(pageIsDark()).toBe(true);
    system.change(false);
    expect(pageIsDark()).toBe(false);
  });

  it('keeps a saved choice when the system changes', () => {
    const system = emulateColorScheme(false);
    window.localStorage.setItem(themeStorageKey, 'light');
    const store = startPage('light');
    system.change(true);
    expect(selectTheme(store.getState())).toBe('light');
    expect(pageIsDark()).toBe(false);
  });

  it('keeps a choice made on this page view when the system changes', () => {
    const system = emulateColorScheme(false);
    const store = startPage('light');
    store.dispatch(themeToggled());
    system.change(false);
    expect(pageIsDark()).toBe(true);
  });

  it('shows a choice made in another tab at once, and ignores other keys and values', () => {
    emulateColorScheme(false);
    const store = startPage('light');
    saveInAnotherTab('purple');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }));
    expect(pageIsDark()).toBe(false);
    saveInAnotherTab('dark');
    expect(selectTheme(store.getState())).toBe('dark');
    expect(pageIsDark()).toBe(true);
  });

  it('saves the visitor’s choice for the next visit, and applies it', () => {
    const store = startPage('light');
    store.dispatch(themeToggled());
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(pageIsDark()).toBe(true);
  });

  it('with storage that throws: still toggles, and keeps the choice for this page view', () => {
    blockWebStorage();
    const store = startPage('light');
    expect(() => store.dispatch(themeToggled())).not.toThrow();
    expect(selectTheme(store.getState())).toBe('dark');
    expect(pageIsDark()).toBe(true);
  });
});
