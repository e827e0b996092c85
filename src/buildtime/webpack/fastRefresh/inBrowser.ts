/**
 * Fast Refresh in the browser, in `npm start` only: FastRefreshPlugin runs this before the page's
 * entry, so React finds the refresh runtime when it loads. Each module then executes with the
 * `$RefreshReg$`/`$RefreshSig$` that react-refresh-typescript's calls (in src/ only) register with,
 * and a module whose exports are all components accepts its own updates: React re-renders them
 * in place, keeping their state. Any other edit goes up to the modules that import it; one that
 * reaches the entry reloads the page (webpack's hot/dev-server).
 */
import * as RefreshRuntime from 'react-refresh/runtime';

interface HotModule {
  data?: { refreshSignature?: unknown[] };
  accept(): void;
  dispose(keep: (data: { refreshSignature?: unknown[] }) => void): void;
  invalidate(): void;
}
type ModuleFactory = (this: unknown, module: Module, exports: unknown, require: unknown) => void;
interface Module {
  exports: unknown;
  hot?: HotModule;
}
/** What webpack hands each handler of `__webpack_require__.i` before a module executes. */
interface ModuleExecution {
  id: string | number;
  module: Module;
  factory?: ModuleFactory;
}
declare const __webpack_require__: { i?: ((execution: ModuleExecution) => void)[] };

interface RefreshGlobals {
  $RefreshReg$?: (type: unknown, id: string) => void;
  $RefreshSig$?: () => unknown;
}
const refreshGlobals = window as RefreshGlobals;

RefreshRuntime.injectIntoGlobalHook(window);
// Present whenever webpack's hot module replacement is (npm start).
__webpack_require__.i?.push(refreshAroundExecution);

function refreshAroundExecution(execution: ModuleExecution) {
  const { factory, id } = execution;
  if (!factory) return;
  execution.factory = function (module, exports, require) {
    const { $RefreshReg$, $RefreshSig$ } = refreshGlobals;
    let transformed = false;
    refreshGlobals.$RefreshReg$ = (type, localId) => {
      transformed = true;
      RefreshRuntime.register(type, `${id} ${localId}`);
    };
    refreshGlobals.$RefreshSig$ = () => {
      transformed = true;
      return RefreshRuntime.createSignatureFunctionForTransform();
    };
    try {
      factory.call(this, module, exports, require);
    } finally {
      Object.assign(refreshGlobals, { $RefreshReg$, $RefreshSig$ });
    }
    // Only modules the transform marked (src/'s) can be boundaries; one that was is checked again.
    if (module.hot && (transformed || module.hot.data?.refreshSignature))
      acceptIfBoundary(module.exports, String(id), module.hot);
  };
}

function acceptIfBoundary(exports: unknown, id: string, hot: HotModule) {
  const previous = hot.data?.refreshSignature;
  if (!isRefreshBoundary(exports)) {
    // It was one: its importers may hold what it exports now, so the update goes on up.
    if (previous) hot.invalidate();
    return;
  }
  registerExports(exports, id);
  hot.dispose((data) => (data.refreshSignature = boundarySignature(exports)));
  hot.accept();
  if (!hot.data) return;
  // An export added, removed or renamed: importers may use it, so they update too.
  if (previous && !sameSignature(previous, boundarySignature(exports))) hot.invalidate();
  else scheduleRefresh();
}

/** The module's exports, each by name, unless it has none or one of them is no component. */
function exportEntries(exports: unknown): [string, unknown][] {
  if (RefreshRuntime.isLikelyComponentType(exports)) return [['%exports%', exports]];
  if (exports === null || typeof exports !== 'object') return [];
  // webpack's exports of an ES module are getters with no side effects.
  return Object.keys(exports)
    .filter((name) => name !== '__esModule')
    .map((name) => [name, (exports as Record<string, unknown>)[name]]);
}

function isRefreshBoundary(exports: unknown): boolean {
  const entries = exportEntries(exports);
  return (
    entries.length > 0 && entries.every(([, value]) => RefreshRuntime.isLikelyComponentType(value))
  );
}

/** Exports made by a call (`memo(…)`) are registered here, as the transform cannot name them. */
function registerExports(exports: unknown, id: string) {
  for (const [name, value] of exportEntries(exports))
    RefreshRuntime.register(value, `${id} %exports% ${name}`);
}

function boundarySignature(exports: unknown): unknown[] {
  return exportEntries(exports).flatMap(([name, value]) => [
    name,
    RefreshRuntime.getFamilyByType(value),
  ]);
}

function sameSignature(before: unknown[], after: unknown[]): boolean {
  return before.length === after.length && before.every((part, index) => part === after[index]);
}

let refreshTimer: number | undefined;

/** One refresh for all the modules of an update, once they have all executed. */
function scheduleRefresh() {
  if (refreshTimer !== undefined) return;
  refreshTimer = window.setTimeout(() => {
    refreshTimer = undefined;
    RefreshRuntime.performReactRefresh();
  }, 30);
}
