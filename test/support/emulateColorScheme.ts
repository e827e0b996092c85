/**
 * A `matchMedia` whose `prefers-color-scheme: dark` the test sets, and changes while the page is
 * open, as a system switching to its night theme does. Undone by `jest.restoreAllMocks()`.
 */
export function emulateColorScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const darkQuery = '(prefers-color-scheme: dark)';
  const matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return dark && query === darkQuery;
      },
      addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  return {
    change(toDark: boolean) {
      dark = toDark;
      const event = { matches: dark, media: darkQuery } as MediaQueryListEvent;
      listeners.forEach((listener) => listener(event));
    },
  };
}
