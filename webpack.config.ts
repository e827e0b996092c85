import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import createReactRefreshTransformer from 'react-refresh-typescript';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { paletteSassImporter } from './src/buildtime/paletteSass';
import { precompressedCopies } from './src/buildtime/precompress';
import { preflight } from './src/buildtime/preflight';
import { projectPaths } from './src/buildtime/projectPaths';
import { SitePlugin } from './src/buildtime/sitePlugin';
import { contentDefinitions } from './src/buildtime/siteContentDefinition';
import { emailjsDefaultStorageModule } from './src/lib/emailjs/settings';
import { withEmailjsStandIn } from './src/servers/devServer';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode === 'production';
  const { settings, checked, fonts } = preflight(production ? 'production' : 'development');

  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: projectPaths.dist,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
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
          // Fast Refresh in `npm start`: edited components update in place and keep their state.
          options: production
            ? {}
            : { getCustomTransformers: () => ({ before: [createReactRefreshTransformer()] }) },
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
                  importers: [paletteSassImporter],
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
      new webpack.DefinePlugin({
        EMAILJS_SETTINGS: JSON.stringify(settings.emailjs),
        ...contentDefinitions(checked, { production, contentFile: settings.contentFile }),
      }),
      new webpack.NormalModuleReplacementPlugin(
        emailjsDefaultStorageModule.request,
        path.join(projectPaths.root, emailjsDefaultStorageModule.replacement),
      ),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new SitePlugin({ ...checked, fonts, settings, production }),
      ...(production
        ? [
            new CopyWebpackPlugin({ patterns: [{ from: projectPaths.public, to: '.' }] }),
            ...precompressedCopies(),
          ]
        : []),
    ],
    optimization: {
      // HTML minifiers strip the comment markers React hydrates text by, and rewrite the inline
      // scripts the Content-Security-Policy pins by hash.
      minimizeOptions: { html: false },
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
    devServer: {
      static: { directory: projectPaths.public },
      hot: true,
      port: 8080,
      client: { overlay: { warnings: false } },
      setupMiddlewares: withEmailjsStandIn,
    },
  };
};
