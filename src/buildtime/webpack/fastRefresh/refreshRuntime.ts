/**
 * Fast Refresh in the browser, in `npm start` only: FastRefreshPlugin runs this before the page's
 * entry, so React finds the refresh runtime when it loads. Each module then executes with a
 * `__webpack_require__.$Refresh$` of its own, which react-refresh-typescript's calls (in src/ only)
 * register its components with, after a top-level `await` too; a module whose exports are all
 * components accepts its own updates (refreshBoundary.ts): React re-renders them in place, keeping
 * their state. Any other edit goes up to the modules that import it; one that reaches the entry
 * reloads the page (webpack's hot/dev-server). A boundary that throws while it updates is reported
 * (the console, and webpack-dev-server's overlay) and the page stays as it was: the fixed file
 * updates it in place.
 */
import * as RefreshRuntime from 'react-refresh/runtime';
import {
  boundarySignature,
  isRefreshBoundary,
  registerExports,
  sameSignature,
} from './refreshBoundary';

interface HotData {
  refreshSignature?: unknown[];
}
type AcceptErrorHandler = (error: unknown, context: { module: Module }) => void;
/** webpack's `module.hot`, as much of it as this uses. */
interface HotModule {
  data?: HotData;
  accept(errorHandler: AcceptErrorHandler): void;
  dispose(keep: (data: HotData) => void): void;
  invalidate(): void;
}
interface Module {
  exports: unknown;
  hot?: HotModule;
}
/** What the transform calls, as `__webpack_require__.$Refresh$` (fastRefreshPlugin.ts). */
interface ModuleRefresh {
  register(type: unknown, localId: string): void;
  signature(): unknown;
}
type ModuleRequire = (id: string | number) => unknown;
type ModuleFactory = (
  this: unknown,
  module: Module,
  exports: unknown,
  require: ModuleRequire,
) => void;
/** What webpack hands each handler of `__webpack_require__.i` before a module executes. */
interface ModuleExecution {
  id: string | number;
  module: Module;
  factory?: ModuleFactory;
}
declare const __webpack_require__: { i?: ((execution: ModuleExecution) => void)[] };

RefreshRuntime.injectIntoGlobalHook(window);
// webpack's hook around each module's execution, there with hot module replacement.
const aroundExecution = __webpack_require__.i;
if (aroundExecution) aroundExecution.push(refreshAroundExecution);
else
  console.warn(
    'Fast Refresh is off: this page has no hot module replacement (webpack-dev-server `hot`, which ' +
      'adds `__webpack_require__.i`), so every edit reloads it and what it held is lost. ' +
      '`npm start` turns it on; `--no-hot` or `hot: false` turns it off.',
  );

function refreshAroundExecution(execution: ModuleExecution) {
  const { factory } = execution;
  const id = String(execution.id);
  if (!factory) return;
  execution.factory = function (module, exports, require) {
    let transformed = false;
    const refresh: ModuleRefresh = {
      register(type, localId) {
        transformed = true;
        RefreshRuntime.register(type, `${id} ${localId}`);
      },
      signature() {
        transformed = true;
        return RefreshRuntime.createSignatureFunctionForTransform();
      },
    };
    // The module's own require, which its code holds, after an `await` too.
    const moduleRequire = new Proxy(require, {
      get: (target, name, receiver) =>
        name === '$Refresh$' ? refresh : Reflect.get(target, name, receiver),
    });
    factory.call(this, module, exports, moduleRequire);
    const { hot } = module;
    if (!hot) return;
    // Only modules the transform marked (src/'s) can be boundaries; one that was is checked again.
    const mayBeBoundary = () => transformed || hot.data?.refreshSignature;
    if (!(module.exports instanceof Promise)) {
      if (mayBeBoundary()) acceptIfBoundary(module.exports, id, hot);
      return;
    }
    // An async module (top-level await): its exports are there once it has run to its end.
    module.exports.then(
      (resolved) => {
        if (mayBeBoundary()) acceptIfBoundary(resolved, id, hot);
      },
      (error: unknown) => {
        const lastGood = hot.data?.refreshSignature;
        if (!lastGood) throw error;
        keepPageOnError(error, id, module, lastGood);
      },
    );
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
  const signature = boundarySignature(exports);
  hot.dispose((data) => (data.refreshSignature = signature));
  hot.accept((error, { module }) => keepPageOnError(error, id, module, signature));
  if (!hot.data) return;
  // An export added, removed or renamed: importers may use it, so they update too.
  if (previous && !sameSignature(previous, signature)) hot.invalidate();
  else scheduleRefresh();
}

/**
 * Reports an error a boundary threw while it updated, and leaves the page as it was rather than
 * reload it: the module that threw, in webpack's cache now, accepts the next edit in its place.
 */
function keepPageOnError(error: unknown, id: string, module: Module, lastGood: unknown[]) {
  console.error(
    `Fast Refresh: ${id} threw while it updated, so the page still shows what it did before. ` +
      'Save the fixed file and it updates in place.',
  );
  // Uncaught, as far as the page can tell: the console and webpack-dev-server's overlay show it.
  window.reportError(error);
  module.hot?.dispose((data) => (data.refreshSignature = lastGood));
  module.hot?.accept((next, context) => keepPageOnError(next, id, context.module, lastGood));
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
