import {
  selectTheme,
  systemThemeChanged,
  themeChosenInAnotherTab,
  themeSlice,
  themeToggled,
  type ThemeState,
} from '../../../src/features/theme/themeSlice';

const reduce = (state: ThemeState, action: Parameters<typeof themeSlice.reducer>[1]) =>
  themeSlice.reducer(state, action);

describe('theme slice', () => {
  it('starts light, following the system until the visitor chooses', () => {
    expect(themeSlice.reducer(undefined, { type: 'init' })).toEqual({
      mode: 'light',
      chosen: false,
    });
  });

  it('toggles, and from then on the theme is the visitor’s choice', () => {
    expect(reduce({ mode: 'light', chosen: false }, themeToggled())).toEqual({
      mode: 'dark',
      chosen: true,
    });
    expect(reduce({ mode: 'dark', chosen: true }, themeToggled())).toEqual({
      mode: 'light',
      chosen: true,
    });
  });

  it('follows the system while the visitor has not chosen', () => {
    expect(reduce({ mode: 'light', chosen: false }, systemThemeChanged('dark'))).toEqual({
      mode: 'dark',
      chosen: false,
    });
  });

  it('keeps the visitor’s choice when the system changes', () => {
    expect(reduce({ mode: 'light', chosen: true }, systemThemeChanged('dark'))).toEqual({
      mode: 'light',
      chosen: true,
    });
  });

  it('takes a choice made in another tab, over the system', () => {
    const chosenElsewhere = reduce(
      { mode: 'light', chosen: false },
      themeChosenInAnotherTab('dark'),
    );
    expect(chosenElsewhere).toEqual({ mode: 'dark', chosen: true });
    expect(reduce(chosenElsewhere, systemThemeChanged('light'))).toEqual(chosenElsewhere);
  });

  it('selects the theme', () => {
    expect(selectTheme({ theme: { mode: 'dark', chosen: false } })).toBe('dark');
  });
});
