import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import createReactRefreshTransformer from 'react-refresh-typescript';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { lookSassImporter } from './src/buildtime/look/lookSass';
import { buildCache } from './src/buildtime/webpack/buildCache';
import type { Look } from './src/buildtime/look/look';
import { redrawPlaceholders } from './src/buildtime/drawn/placeholderImages';
import { precompressedCopies } from './src/buildtime/siteFiles/precompress';
import type { BuildSettings } from './src/buildtime/settings/buildSettings';
import { preflight, type PageToBuild } from './src/buildtime/preflight';
import { projectPaths, publicDirOf } from './src/buildtime/settings/projectPaths';
import { SiteBuild } from './src/buildtime/webpack/siteBuild';
import { isDefaultPage, type SitePage } from './src/buildtime/content/sitePages';
import { SitePlugin } from './src/buildtime/webpack/sitePlugin';
import { contentDefinitions } from './src/buildtime/pages/siteContentDefinition';
import { emailjsDefaultStorageModule } from './src/lib/emailjs/settings';
import { withEmailjsStandIn } from './src/servers/devServer';
import { TypecheckWatch } from './src/servers/typecheckWatch';

interface PageBuild extends PageToBuild {
  production: boolean;
  settings: BuildSettings;
  look: Look;
  pages: SitePage[];
  site: SiteBuild;
}

/**
 * One language's page. Its scripts carry its own content and words only; in production they are
 * named by their content's hash, so what the languages share (React DOM) is one file.
 */
function pageConfig({
  page,
  fonts,
  look,
  pages,
  production,
  settings,
  site,
}: PageBuild): Configuration {
  const { tag } = page.content.language;
  const isDefault = isDefaultPage(page);
  // Without hashes (npm start), each language's scripts need names of their own.
  const named = (extension: string) =>
    production
      ? `assets/[name].[contenthash:8].${extension}`
      : `assets/[name]${isDefault ? '' : `.${tag}`}.${extension}`;
  return {
    name: tag,
    // The default language's page writes the files about the whole site, so it comes last.
    dependencies: isDefault
      ? pages.filter((other) => !isDefaultPage(other)).map((other) => other.content.language.tag)
      : [],
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    cache: buildCache({
      production,
      tag,
      contentFile: settings.contentFile,
      look,
      configFile: __filename,
    }),
    output: {
      path: projectPaths.dist,
      filename: named('js'),
      // The default language's compiler empties the folder of what no compiler of this run wrote.
      clean: isDefault && { keep: (file: string) => site.writtenByAnotherPage(file) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // @xstate/react imports the pre-React-18 shims; React 19 has the hook built in.
        'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
        'use-sync-external-store/shim$': 'react',
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: {
            // Types are checked once, apart (npm run typecheck; beside npm start, TypecheckWatch),
            // not again by every language's compiler.
            transpileOnly: true,
            // Fast Refresh in `npm start`: edited components update in place and keep their state.
            ...(!production && {
              getCustomTransformers: () => ({ before: [createReactRefreshTransformer()] }),
            }),
          },
        },
        {
          test: /\.scss$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { url: false } },
            {
              loader: 'sass-loader',
              options: {
                sassOptions: {
                  style: production ? 'compressed' : 'expanded',
                  importers: [lookSassImporter(look)],
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      // A one-line progress report when a person is watching the terminal.
      ...(process.stdout.isTTY && !process.env.CI ? [new webpack.ProgressPlugin()] : []),
      ...(production ? [] : [new ReactRefreshPlugin({ overlay: false })]),
      ...(!production && isDefault ? [new TypecheckWatch()] : []),
      new webpack.DefinePlugin({
        EMAILJS_SETTINGS: JSON.stringify(settings.emailjs),
        ...contentDefinitions(page, { production, contentFile: settings.contentFile }),
      }),
      new webpack.NormalModuleReplacementPlugin(
        emailjsDefaultStorageModule.request,
        path.join(projectPaths.root, emailjsDefaultStorageModule.replacement),
      ),
      new MiniCssExtractPlugin({ filename: named('css') }),
      new SitePlugin({ page, pages, fonts, look, settings, production, site }),
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
      ...(production ? [site.minification.plugin, ...precompressedCopies()] : []),
    ],
    optimization: {
      // HTML minifiers strip the comment markers React hydrates text by, and rewrite the inline
      // scripts the Content-Security-Policy pins by hash.
      minimizeOptions: { html: false },
      // In this process: the pages' compilers run one after the other, and a worker process
      // for each would cost more to start than it saves on two cores.
      minimizer: [
        new MinimizerPlugin({
          test: /\.js$/,
          minify: MinimizerPlugin.terserMinify,
          minimizerOptions: { compress: { passes: 2 } },
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
        setupMiddlewares: withEmailjsStandIn,
      },
    }),
  };
}

/** A compiler per language of the content, one after the other (each prerenders in this process). */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const production = argv.mode === 'production';
  const site = new SiteBuild();
  const { settings, pages, look } = site.times.time('settings and content', () =>
    preflight(production ? 'production' : 'development'),
  );
  const configs = pages.map((toBuild) =>
    pageConfig({
      ...toBuild,
      production,
      settings,
      look,
      pages: pages.map(({ page }) => page),
      site,
    }),
  );
  return Object.assign(configs, { parallelism: 1 });
};
