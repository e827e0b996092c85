import { minifySync } from '@swc/core';
import { hydratedEvent } from '../../app/hydration';
import { darkSchemeQuery, themeStorageKey } from '../../features/theme/themeDocument';
import { applyThemeBeforePaint } from '../../headScripts/applyThemeBeforePaint';
import { holdEarlyInput } from '../../headScripts/holdEarlyInput';
import { loadScriptsAfterFirstPaint } from '../../headScripts/loadScriptsAfterFirstPaint';

type JsonValue = string | number | boolean | null | JsonValue[];

/**
 * The text of an inline <script> that calls `script` with these arguments. The function is
 * emitted from its own compiled code, so it must use nothing from outside its body but its
 * arguments and the browser's globals; the unit tests run exactly this text.
 */
export function inlineScript<Args extends JsonValue[]>(
  script: (...args: Args) => void,
  ...args: Args
): string {
  const call = `(${script.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
  // The minifier the site's scripts have (webpack.config.ts), which escapes any `</script` and
  // `<!--` an argument holds, as a script inside HTML needs. Not `toplevel`: a classic script's
  // top level is the page's, so the function stays a function rather than declaring its names there.
  const { code } = minifySync(call, { compress: { ecma: 2022 }, mangle: true });
  if (!code) throw new Error(`Could not emit the inline script ${script.name}.`);
  return code;
}

// The same on every page: emitted once per build, not once per page.
const themeScript = inlineScript(applyThemeBeforePaint, themeStorageKey, darkSchemeQuery);
const earlyInputScript = inlineScript(holdEarlyInput, hydratedEvent);

/** The inline scripts of a page's <head>, in the order they run. */
export function headScripts(pageScripts: string[]): {
  theme: string;
  earlyInput: string;
  loader: string;
} {
  return {
    theme: themeScript,
    earlyInput: earlyInputScript,
    loader: inlineScript(loadScriptsAfterFirstPaint, pageScripts),
  };
}
