/**
 * Runs in <head>, before the page is parsed, so the page paints in the right theme: a saved
 * 'dark' or 'light' wins, otherwise the system's setting. It marks <html> with `js` (controls
 * that need scripts show only then) and, once the page is parsed, gives the prerendered switch
 * its state.
 */
export function applyThemeBeforePaint(storageKey: string, darkSchemeQuery: string): void {
  const root = document.documentElement;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(storageKey);
  } catch {
    // Storage is blocked: follow the system.
  }
  const dark =
    saved === 'dark' || (saved !== 'light' && !!window.matchMedia?.(darkSchemeQuery).matches);
  root.classList.toggle('dark', dark);
  root.classList.add('js');
  document.addEventListener('DOMContentLoaded', () => {
    document.querySelector('.theme-switch')?.setAttribute('aria-checked', String(dark));
  });
}
