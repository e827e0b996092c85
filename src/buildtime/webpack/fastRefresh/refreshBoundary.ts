/**
 * What makes a module a Fast Refresh boundary, in the page (refreshRuntime.ts): a module whose exports
 * are all components re-renders them in place when it is edited; what else it could export might
 * be held by its importers, so their edits go up to them. As Metro's and
 * `@pmmmwh/react-refresh-webpack-plugin`'s rules have it.
 */
import * as RefreshRuntime from 'react-refresh/runtime';

/** The module's exports, each by name, unless it has none or one of them is no component. */
function exportEntries(exports: unknown): [string, unknown][] {
  if (RefreshRuntime.isLikelyComponentType(exports)) return [['%exports%', exports]];
  if (exports === null || typeof exports !== 'object') return [];
  // webpack's exports of an ES module are getters with no side effects.
  return Object.keys(exports)
    .filter((name) => name !== '__esModule')
    .map((name) => [name, (exports as Record<string, unknown>)[name]]);
}

export function isRefreshBoundary(exports: unknown): boolean {
  const entries = exportEntries(exports);
  return (
    entries.length > 0 && entries.every(([, value]) => RefreshRuntime.isLikelyComponentType(value))
  );
}

/** Exports made by a call (`memo(…)`) are registered here, as the transform cannot name them. */
export function registerExports(exports: unknown, id: string) {
  for (const [name, value] of exportEntries(exports))
    RefreshRuntime.register(value, `${id} %exports% ${name}`);
}

/** The exports' names and components: an edit that changes them reaches the importers. */
export function boundarySignature(exports: unknown): unknown[] {
  return exportEntries(exports).flatMap(([name, value]) => [
    name,
    RefreshRuntime.getFamilyByType(value),
  ]);
}

export function sameSignature(before: unknown[], after: unknown[]): boolean {
  return before.length === after.length && before.every((part, index) => part === after[index]);
}
