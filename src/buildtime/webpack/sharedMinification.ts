import webpack from 'webpack';

const pluginName = 'SharedMinification';
const { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: minifyStage } = webpack.Compilation;

/**
 * Minifies once what the languages' pages share. Every language's compiler writes the same React
 * DOM chunk under the same name (named by its content before minification), and minifying it
 * takes most of a compile: the first compiler's result serves the others, which the minifier
 * then skips, as it skips any asset marked minimized.
 */
export class SharedMinification {
  private readonly minified = new Map<
    string,
    { source: webpack.sources.Source; info: webpack.AssetInfo }
  >();

  /** The plugin for one language's compiler; every compiler of a build takes this one's. */
  readonly plugin: webpack.WebpackPluginInstance = {
    apply: (compiler) => {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        const { processAssets } = compilation.hooks;
        processAssets.tap({ name: pluginName, stage: minifyStage - 1 }, () => {
          for (const [name, { source, info }] of this.minified)
            if (compilation.getAsset(name)) compilation.updateAsset(name, source, info);
        });
        processAssets.tap({ name: pluginName, stage: minifyStage + 1 }, () => {
          for (const { name, source, info } of compilation.getAssets())
            if (info.minimized && name.endsWith('.js')) this.minified.set(name, { source, info });
        });
      });
    },
  };
}
