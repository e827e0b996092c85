import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import createReactRefreshTransformer from 'react-refresh-typescript';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { emailjsSettingsFromEnv } from './src/build/emailjsSettingsFromEnv';
import { contentSecurityPolicy } from './src/build/contentSecurityPolicy';
import {
  emailjsDefaultStorageReplacement,
  emailjsDefaultStorageRequest,
} from './src/build/emailjsDefaultStorage';
import { createEmailjsStandIn, emailjsSendPath } from './src/build/emailjsStandIn';
import { prerenderApp } from './src/build/prerender';
import { scriptLoader } from './src/build/scriptLoader';
import { siteAddressFromEnv } from './src/build/siteAddress';
import { headTags, robotsTxt, sitemapXml, webManifest } from './src/build/siteFiles';
import * as content from './src/content';
import { validateContent } from './src/content/validateContent';
import { themeStartupScript } from './src/features/theme/themeDocument';

const publicDir = path.resolve(__dirname, 'public');

function failOnBrokenContent(): void {
  const problems = validateContent(content, (publicPath) =>
    fs.existsSync(path.join(publicDir, publicPath)),
  );
  if (problems.length > 0) {
    throw new Error(`The content in src/content is broken:\n  - ${problems.join('\n  - ')}`);
  }
}

function reportEmailjsSettings(mode: 'development' | 'production') {
  const resolved = emailjsSettingsFromEnv(process.env, mode);
  if (resolved.usesLocalStandIn) {
    console.log(
      `\nContact form: ${resolved.missing.join(', ')} not set, so messages go to the local ` +
        `EmailJS stand-in at ${emailjsSendPath} and are printed in this terminal.\n`,
    );
  } else if (resolved.missing.length > 0) {
    console.warn(
      `\nWARNING: ${resolved.missing.join(', ')} not set. The contact form of this build cannot ` +
        'send; set them in the environment or in .env (see .env.example).\n',
    );
  }
  return resolved.settings;
}

function readSiteAddress(isProduction: boolean) {
  const address = siteAddressFromEnv(process.env);
  if (isProduction && !address.pageUrl) {
    console.warn(
      '\nSITE_URL not set: the page goes out without a canonical URL, Open Graph image or ' +
        'sitemap.xml (see .env.example).\n',
    );
  }
  return address;
}

/** Adds files made from the content (manifest, robots.txt, sitemap) to the build's output. */
function emitTextFiles(files: Record<string, string | null>): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EmitTextFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EmitTextFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [name, text] of Object.entries(files)) {
              if (text !== null) compilation.emitAsset(name, new webpack.sources.RawSource(text));
            }
          },
        );
      });
    },
  };
}

/** Text files a static host should serve compressed; the build writes .gz and .br beside them. */
const compressible = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode === 'production' ? 'production' : 'development';
  const isProduction = mode === 'production';
  failOnBrokenContent();
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const emailjsSettings = reportEmailjsSettings(mode);
  const { pageUrl } = readSiteAddress(isProduction);

  return {
    mode,
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
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
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          // Fast Refresh in `npm start`: edited components update in place and keep their state.
          options: isProduction
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
              options: { sassOptions: { style: isProduction ? 'compressed' : 'expanded' } },
            },
          ],
        },
      ],
    },
    plugins: [
      // A one-line progress report when a person is watching the terminal.
      ...(process.stdout.isTTY && !process.env.CI ? [new webpack.ProgressPlugin()] : []),
      ...(isProduction ? [] : [new ReactRefreshPlugin({ overlay: false })]),
      new webpack.DefinePlugin({ EMAILJS_SETTINGS: JSON.stringify(emailjsSettings) }),
      new webpack.NormalModuleReplacementPlugin(
        emailjsDefaultStorageRequest,
        emailjsDefaultStorageReplacement,
      ),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: false, // scripts: see scriptLoader; the stylesheet link is in the template
        minify: false, // see optimization.minimizeOptions
        templateParameters: (_compilation, assets) => {
          const loader = scriptLoader(assets.js);
          return {
            headTags: headTags(content, pageUrl),
            stylesheetTags: assets.css
              .map((href) => `<link rel="stylesheet" href="${href}" />`)
              .join(''),
            // Whole tags from here: the CSP hashes cover their exact text, which no formatter
            // of the template may touch.
            themeStartupScriptTag: `<script>${themeStartupScript}</script>`,
            scriptLoaderTag: `<script>${loader}</script>`,
            // Development renders in the browser only, so content edits never disagree with
            // the HTML.
            prerenderedApp: isProduction ? prerenderApp() : '',
            // Development needs eval source maps and the live-reload socket, which a CSP blocks.
            contentSecurityPolicy: isProduction
              ? contentSecurityPolicy({
                  inlineScripts: [themeStartupScript, loader],
                  emailjsOrigin: emailjsSettings.origin,
                })
              : '',
          };
        },
      }),
      emitTextFiles({
        'manifest.webmanifest': webManifest(content),
        'robots.txt': robotsTxt(pageUrl),
        'sitemap.xml': sitemapXml(pageUrl),
      }),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      ...(isProduction
        ? [
            new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] }),
            new CompressionPlugin({
              test: compressible,
              minRatio: 0.9,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: compressible,
              minRatio: 0.9,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    optimization: {
      // HTML minifiers strip the comment markers React hydrates text by, and rewrite the inline
      // script the Content-Security-Policy pins by hash.
      minimizeOptions: { html: false },
      // The contact chunk (XState, EmailJS, the dialog) loads after hydration as one file.
      splitChunks: false,
      // Content hashes fixed before the HTML is written: rewriting them afterwards would change
      // the script loader's text, and with it the hash the Content-Security-Policy pins.
      realContentHash: false,
    },
    performance: {
      hints: isProduction ? 'error' : false,
      // Uncompressed sizes; the gzip budget is what visitors pay (see README).
      maxEntrypointSize: 340 * 1024,
      maxAssetSize: 340 * 1024,
      assetFilter: (file: string) => /\.(js|css)$/.test(file),
    },
    devServer: {
      static: { directory: publicDir },
      hot: true,
      port: 8080,
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => {
        const emailjsStandIn = createEmailjsStandIn();
        middlewares.unshift({
          name: 'emailjs-stand-in',
          middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
            if (!emailjsStandIn(request, response)) next();
          },
        });
        return middlewares;
      },
    },
  };
};
