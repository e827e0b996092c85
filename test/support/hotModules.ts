/**
 * A stand-in for webpack's module system with hot module replacement, for the Fast Refresh glue
 * (src/buildtime/webpack/fastRefresh/): modules execute through the handlers of
 * `__webpack_require__.i`, and an update is applied as webpack's runtime applies it
 * (webpack/lib/hmr/JavascriptHotModuleReplacement.runtime.js): the old module's dispose handlers
 * fill the new one's `hot.data`; a self-accepted module executes again, and when it throws, its
 * accept's error handler is called, else the error is reported and the page reloads; a module that
 * is not self-accepted, or invalidates itself, sends the update up to its importers.
 */
import type * as RefreshRuntime from 'react-refresh/runtime';

type Exports = Record<string, unknown>;
type ErrorHandler = (error: unknown, context: { moduleId: string; module: HotModule }) => void;
interface Hot {
  data?: Record<string, unknown>;
  accepted: boolean | ErrorHandler;
  invalidated: boolean;
  disposeHandlers: ((data: Record<string, unknown>) => void)[];
  accept(errorHandler?: ErrorHandler): void;
  dispose(handler: (data: Record<string, unknown>) => void): void;
  invalidate(): void;
}
export interface HotModule {
  exports: unknown;
  hot: Hot;
}
type ModuleRequire = ((id: string) => unknown) & Record<string, unknown>;
type Factory = (this: unknown, module: HotModule, exports: unknown, require: ModuleRequire) => void;

/** What a module is: its exports (a promise for an async module), or the error it throws. */
interface ModuleSource {
  exports?: Exports | Promise<Exports>;
  throws?: Error;
  /** Whether react-refresh-typescript marked it (src/'s modules); node_modules' are not. */
  transformed?: boolean;
}

const hotOf = (data?: Record<string, unknown>): Hot => ({
  data,
  accepted: false,
  invalidated: false,
  disposeHandlers: [],
  accept(errorHandler) {
    this.accepted = errorHandler ?? true;
  },
  dispose(handler) {
    this.disposeHandlers.push(handler);
  },
  invalidate() {
    this.invalidated = true;
  },
});

/** What the transform writes into each component module it marks. */
function runTransformed(exports: Exports, require: ModuleRequire) {
  const refresh = require.$Refresh$ as Record<string, (...args: unknown[]) => unknown>;
  for (const [name, value] of Object.entries(exports)) {
    refresh.signature!();
    refresh.register!(value, name);
  }
}

function factoryOf({ exports = {}, throws, transformed = true }: ModuleSource): Factory {
  return function (module, _exports, require) {
    // An async module's components are marked after its `await`.
    if (exports instanceof Promise)
      module.exports = exports.then((resolved) => {
        if (transformed) runTransformed(resolved, require);
        return resolved;
      });
    else if (transformed) runTransformed(exports, require);
    if (throws) throw throws;
    if (!(exports instanceof Promise)) module.exports = exports;
  };
}

export type HotModules = ReturnType<typeof hotModules>;

/** The glue loaded afresh into a page whose webpack has hot module replacement, or not. */
export function hotModules({ withHotModuleReplacement = true } = {}) {
  const interceptors: ((execution: unknown) => void)[] = [];
  Object.assign(globalThis, {
    __webpack_require__: withHotModuleReplacement ? { i: interceptors } : {},
  });
  let refreshCount = 0;
  jest.isolateModules(() => {
    const runtime = jest.requireActual<typeof RefreshRuntime>('react-refresh/runtime');
    const refresh = runtime.performReactRefresh;
    jest.spyOn(runtime, 'performReactRefresh').mockImplementation(() => {
      refreshCount++;
      return refresh();
    });
    jest.requireActual('../../src/buildtime/webpack/fastRefresh/refreshRuntime');
  });

  const cache = new Map<string, HotModule>();
  const requireModule = Object.assign((id: string) => cache.get(id)?.exports, {}) as ModuleRequire;

  function execute(id: string, source: ModuleSource, data?: Record<string, unknown>) {
    const module: HotModule = { exports: {}, hot: hotOf(data) };
    cache.set(id, module);
    const execution = { id, module, factory: factoryOf(source), require: requireModule };
    for (const intercept of interceptors) intercept(execution);
    execution.factory.call(module.exports, module, module.exports, requireModule);
    return module;
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  function applyUpdate(
    id: string,
    source: ModuleSource,
  ): 'in place' | 'up to importers' | 'page reloaded' {
    const old = cache.get(id)!;
    if (!old.hot.accepted) return 'up to importers';
    const data = {};
    for (const handler of old.hot.disposeHandlers) handler(data);
    try {
      execute(id, source, data);
    } catch (error) {
      if (typeof old.hot.accepted !== 'function') return 'page reloaded';
      old.hot.accepted(error, { moduleId: id, module: cache.get(id)! });
    }
    return 'in place';
  }

  return {
    execute,
    /** Applies an edit of a module: where its update ends, once async modules have settled. */
    async update(id: string, source: ModuleSource) {
      const result = applyUpdate(id, source);
      await settled();
      return result === 'in place' && cache.get(id)!.hot.invalidated ? 'up to importers' : result;
    },
    /** Once the promises of async modules have settled. */
    settled,
    /** Once a refresh the glue scheduled has run. */
    refreshed: () => new Promise((resolve) => setTimeout(resolve, 100)),
    refreshCount: () => refreshCount,
    /**
     * The errors reported to the page (what webpack-dev-server's overlay shows), collected from
     * here on, with the console's errors kept out of the test's output.
     */
    errorsShown() {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const shown: unknown[] = [];
      window.addEventListener('error', (event) => shown.push(event.error));
      return shown;
    },
  };
}

// jsdom has no reportError(): as the HTML standard has it, an error event at the window.
window.reportError ??= (error: unknown) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
