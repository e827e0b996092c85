import { spawn, type ChildProcess } from 'node:child_process';
import type webpack from 'webpack';

/**
 * `npm start`: the bundler only strips types, so TypeScript checks the whole program beside it,
 * in watch mode, and prints what it finds in this terminal without holding the page back.
 * (`npm run typecheck` checks it before every build in CI and the deploy.)
 */
export class TypecheckWatch implements webpack.WebpackPluginInstance {
  private checker: ChildProcess | undefined;

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.watchRun.tap(TypecheckWatch.name, () => {
      this.checker ??= spawn(
        process.execPath,
        [require.resolve('typescript/bin/tsc'), '--noEmit', '--watch', '--preserveWatchOutput'],
        { cwd: compiler.context, stdio: ['ignore', 'inherit', 'inherit'] },
      );
    });
    compiler.hooks.watchClose.tap(TypecheckWatch.name, () => this.checker?.kill());
  }
}
