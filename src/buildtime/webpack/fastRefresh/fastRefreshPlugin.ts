import path from 'node:path';
import createReactRefreshTransformer from 'react-refresh-typescript';
import type { Compiler } from 'webpack';

/**
 * React Fast Refresh in `npm start`, the project's own: the transform marks the components of
 * src/ (ts-loader's `getCustomTransformers`), and refreshRuntime.ts, run before the page's entry, lets
 * an edited component update in place. A production build has neither.
 */
export class FastRefreshPlugin {
  apply(compiler: Compiler) {
    // An entry with no name comes first in every entry point.
    new compiler.webpack.EntryPlugin(compiler.context, path.join(__dirname, 'refreshRuntime.ts'), {
      name: undefined,
    }).apply(compiler);
  }
}

/**
 * ts-loader's transformers that register each component of a module with Fast Refresh, through
 * the module's own `__webpack_require__` (refreshRuntime.ts gives it `$Refresh$`): a global would be
 * another module's, or none, after a top-level `await`.
 */
export const fastRefreshTransformers = () => ({
  before: [
    createReactRefreshTransformer({
      refreshReg: '__webpack_require__.$Refresh$.register',
      refreshSig: '__webpack_require__.$Refresh$.signature',
    }),
  ],
});
