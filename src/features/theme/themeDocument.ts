import { safeStorage } from '../../lib/safeStorage';
import type { Theme } from './themeSlice';

/** localStorage key of the saved preference (spec section 9). */
export const themeStorageKey = 'theme';

/**
 * Inlined in <head> by the build so the page paints in the right theme: a saved 'dark' or 'light'
 * wins, otherwise the system setting. It marks <html> with `js` (controls that need scripts show
 * only then) and, once the page is parsed, gives the prerendered switch its state. Static text,
 * so the Content-Security-Policy pins its hash.
 */
export const themeStartupScript =
  '(function(){var t,r=document.documentElement;' +
  `try{t=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch(e){}` +
  'if(t!=="dark"&&t!=="light")' +
  't=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'r.classList.toggle("dark",t==="dark");r.classList.add("js");' +
  'document.addEventListener("DOMContentLoaded",function(){' +
  'var s=document.querySelector(".theme-switch");' +
  'if(s)s.setAttribute("aria-checked",String(r.classList.contains("dark")))})})()';

/** The theme the start-up script chose, so the store starts from the same decision. */
export function readDocumentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const themeStorage = safeStorage('localStorage');

/** Saved for the next visit; when storage is blocked the choice lasts for this page view. */
export function saveTheme(theme: Theme): void {
  themeStorage.set(themeStorageKey, theme);
}

/** `<html class="dark">` exactly when the theme is dark. */
export function applyThemeToDocument(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
