import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { buildCache, cacheVersionOnly } from './src/buildtime/webpack/buildCache';
import type { Look } from './src/buildtime/look/look';
import { redrawPlaceholders } from './src/buildtime/documents/placeholderImages';
import { precompressedCopies } from './src/buildtime/siteFiles/precompress';
import { readEnvironment, type BuildSettings } from './src/buildtime/settings/buildSettings';
import { preflight, type PageToBuild } from './src/buildtime/preflight';
import type { SourcesRead } from './src/buildtime/sources/readSources';
import { projectPaths, publicDirOf } from './src/buildtime/settings/projectPaths';
import { StageTimes } from './src/buildtime/webpack/stageTimes';
import { FastRefreshPlugin } from './src/buildtime/webpack/fastRefresh/fastRefreshPlugin';
import { pageModules } from './src/buildtime/webpack/pageModules';
import { isDefaultPage, type SitePage } from './src/buildtime/content/sitePages';
import { SitePlugin } from './src/buildtime/webpack/sitePlugin';
import { NeverInTheSite } from './src/buildtime/webpack/neverInTheSite';
import { contentDefinitions } from './src/buildtime/pages/siteContentDefinition';
import { analyticsSettings } from './src/lib/analytics/providers';
import type { Middleware } from 'webpack-dev-server';
import { withEmailjsStandIn } from './src/servers/devServer';
import { startAnalyticsStandIn } from './src/servers/analyticsStandIn';
import { TypecheckWatch } from './src/servers/typecheckWatch';
import { githubStandInUnlessSet } from './src/servers/sourcesStandIn';
import { reportSourcesStandIn } from './src/buildtime/settings/buildReport';
import { pageEmailjsSettings } from './src/buildtime/settings/contactSettings';

interface CompilerBuild {
  /** The pages this compiler writes: every page in production, one language's in `npm start`. */
  pages: PageToBuild[];
  sitePages: SitePage[];
  production: boolean;
  settings: BuildSettings;
  look: Look;
  /** What the owner does elsewhere, read once per run (src/buildtime/sources/). */
  sources: SourcesRead | null;
  times: StageTimes;
}

/**
 * A compiler of the site. In production one compiler writes every language's page, and its
 * scripts, named by their content's hash, serve them all: each page carries what they read of
 * its content (src/content/pageData.ts). `npm start` has a compiler per language, whose scripts
 * carry its content, so that an edit of the content shows at once.
 */
function compilerConfig({
  pages,
  sitePages,
  look,
  production,
  settings,
  sources,
  times,
}: CompilerBuild): Configuration {
  const { page } = pages[0]!;
  const { tag } = page.content.language;
  const isDefault = isDefaultPage(page);
  // Without hashes (npm start), each language's scripts need names of their own.
  const named = (extension: string) =>
    production
      ? `assets/[name].[contenthash:8].${extension}`
      : `assets/[name]${isDefault ? '' : `.${tag}`}.${extension}`;
  const modules = pageModules({ look, compressStyles: production, fastRefresh: !production });
  return {
    name: production ? 'site' : tag,
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    cache: buildCache({
      production,
      tag,
      contentFile: settings.contentFile,
      look,
      configModule: module,
    }),
    output: {
      path: projectPaths.dist,
      filename: named('js'),
      // Only in production, whose one compiler writes the whole site.
      clean: production,
    },
    resolve: modules.resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: modules.module,
    plugins: [
      // A one-line progress report when a person is watching the terminal.
      ...(process.stdout.isTTY && !process.env.CI ? [new webpack.ProgressPlugin()] : []),
      ...(production ? [] : [new FastRefreshPlugin()]),
      ...(!production && isDefault ? [new TypecheckWatch()] : []),
      cacheVersionOnly,
      new webpack.DefinePlugin({
        EMAILJS_SETTINGS: JSON.stringify(pageEmailjsSettings(settings.contact)),
        ...contentDefinitions(page, { production, contentFile: settings.contentFile, sources }),
      }),
      ...modules.plugins,
      new MiniCssExtractPlugin({ filename: named('css') }),
      new SitePlugin({ pages, sitePages, look, settings, production, times }),
      new NeverInTheSite(),
      ...(production && isDefault
        ? [
            new CopyWebpackPlugin({
              patterns: [
                {
                  from: publicDirOf(settings.contentFile),
                  to: '.',
                  transform: { transformer: redrawPlaceholders(look) },
                },
              ],
            }),
          ]
        : []),
      ...(production ? precompressedCopies() : []),
    ],
    optimization: {
      // HTML minifiers strip the comment markers React hydrates text by, and rewrite the inline
      // scripts the Content-Security-Policy pins by hash.
      minimizeOptions: { html: false },
      // swc, in this process: on two cores a worker costs more to start than it saves. Measured on
      // these scripts against terser (docs/measurements.md): a fifth of the time, the first-load
      // JavaScript 0.2 KB larger gzip; esbuild's is faster still but leaves webpack's unused code
      // in, 16 KB more.
      minimizer: [
        new MinimizerPlugin({
          test: /\.js$/,
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { ecma: 2022 } },
          parallel: false,
        }),
      ],
      // React DOM is a file of its own, so the browser evaluates the first-load JavaScript in two
      // tasks rather than one long one. The contact chunk (XState, EmailJS, the dialog) stays one file.
      splitChunks: {
        chunks: 'initial',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom' },
        },
      },
      // Content hashes fixed before index.html is written: rewriting them afterwards would change
      // the script loader's text, and with it the hash the Content-Security-Policy pins.
      realContentHash: false,
    },
    performance: {
      hints: production ? 'error' : false,
      // Uncompressed sizes; the gzip budget is what visitors pay (npm run budget).
      maxEntrypointSize: 340 * 1024,
      maxAssetSize: 340 * 1024,
      assetFilter: (file: string) => /\.(js|css)$/.test(file),
    },
    // One server for every page (npm start): the default language's compiler carries it.
    ...(isDefault && {
      devServer: {
        static: { directory: publicDirOf(settings.contentFile) },
        hot: true,
        port: 8080,
        client: { overlay: { warnings: false } },
        setupMiddlewares: (middlewares: Middleware[]) => {
          startAnalyticsStandIn(analyticsSettings(page.content.owner.analytics)?.origin);
          return withEmailjsStandIn(middlewares);
        },
      },
    }),
  };
}

export default async (_env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const production = argv.mode === 'production';
  const times = new StageTimes();
  // `npm start` with no GitHub settings asks a stand-in, as its contact form sends to one.
  const githubStandIn = production
    ? null
    : await githubStandInUnlessSet(readEnvironment().GITHUB_API_ORIGIN);
  const { settings, pages, look, sources } = await preflight(
    production ? 'production' : 'development',
    times,
  );
  if (githubStandIn && sources?.repositories) reportSourcesStandIn(githubStandIn);
  const sitePages = pages.map(({ page }) => page);
  const build = { sitePages, production, settings, look, sources, times };
  if (production) return compilerConfig({ ...build, pages });
  const byLanguage = pages.map((toBuild) => compilerConfig({ ...build, pages: [toBuild] }));
  return Object.assign(byLanguage, { parallelism: 1 });
};
