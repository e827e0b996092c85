import path from 'node:path';
import webpack from 'webpack';
import { projectPaths } from '../settings/projectPaths';

/** Code that is never the site's: npm run edit's form, and the servers (Node). */
const notTheSite = ['src/editor', 'src/servers'].map((folder) =>
  path.join(projectPaths.root, folder, path.sep),
);

/**
 * Stops a build of the site whose scripts hold a module of npm run edit or of a server (the lint
 * zones keep the site's code from importing them; this sees what webpack compiled, whatever the
 * way in), so dist/ is the same with or without the editor.
 */
export class NeverInTheSite implements webpack.WebpackPluginInstance {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(NeverInTheSite.name, (compilation) => {
      compilation.hooks.finishModules.tap(NeverInTheSite.name, (modules) => {
        const strays = [...modules]
          .map((each) => (each as webpack.NormalModule).resource)
          .filter((file) => file && notTheSite.some((folder) => file.startsWith(folder)));
        for (const file of strays)
          compilation.errors.push(
            new webpack.WebpackError(
              `The site's scripts hold ${path.relative(projectPaths.root, file)}, which is npm run edit's or a server's: import it only from src/editor/ or src/servers/, never from the site's code (docs/architecture.md, lint zones)`,
            ),
          );
      });
    });
  }
}
