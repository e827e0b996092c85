import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { lookSassImporter } from '../buildtime/look/lookSass';
import type { Look } from '../buildtime/look/look';
import { projectPaths } from '../buildtime/settings/projectPaths';
import type { contentGlobals } from '../buildtime/pages/siteContentDefinition';
import { emailjsDefaultStorageModule, type EmailjsSettings } from '../lib/emailjs/settings';

/** Where `npm run edit` writes its scripts: never dist/, so the site is the same without it. */
export const editBundleDir = path.join(projectPaths.root, 'node_modules/.cache/edit-bundle');

/** The global the preview's page reads its content from: the draft's, written into its HTML. */
export const draftGlobal = 'EDITOR_DRAFT';

/** The names of what the page's modules read of the content (siteContentDefinition.ts). */
export type PageGlobals = ReturnType<typeof contentGlobals>;
const pageGlobalNames: (keyof PageGlobals)[] = [
  'SITE_CONTENT',
  'SITE_IS_MULTILINGUAL',
  'CONTENT_IN_HTML',
  'ANALYTICS_SETTINGS',
  'CONTACT_WORDS',
];

/** The preview sends no message: the contact form has nowhere to send to. */
const noEmailjs: EmailjsSettings = { publicKey: '', serviceId: '', templateId: '', origin: '' };

/**
 * The editor's own compiler: the page's code (src/index.tsx, its modules and styles, as
 * `npm start` builds them) reading its content from the draft in the preview's HTML rather than
 * from the bundle, and the editor's form (src/editor/). Apart from webpack.config.ts.
 */
export function editBundleConfig(look: Look): Configuration {
  return {
    name: 'edit',
    mode: 'development',
    context: projectPaths.root,
    entry: { page: './src/index.tsx', editor: './src/editor/main.tsx' },
    output: { path: editBundleDir, filename: '[name].js', clean: true },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
        'use-sync-external-store/shim$': 'react',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: { transpileOnly: true },
        },
        {
          test: /\.scss$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { url: false } },
            {
              loader: 'sass-loader',
              options: { sassOptions: { importers: [lookSassImporter(look)] } },
            },
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        EMAILJS_SETTINGS: JSON.stringify(noEmailjs),
        ...Object.fromEntries(
          pageGlobalNames.map((name) => [name, `globalThis.${draftGlobal}.${name}`]),
        ),
      }),
      new webpack.NormalModuleReplacementPlugin(
        emailjsDefaultStorageModule.request,
        path.join(projectPaths.root, emailjsDefaultStorageModule.replacement),
      ),
      new MiniCssExtractPlugin({ filename: '[name].css' }),
    ],
    performance: { hints: false },
  };
}

/** Compiles the editor's scripts once, at start; resolves with the problems, if any. */
export function compileEditBundle(look: Look): Promise<string[]> {
  return new Promise((resolve) => {
    webpack(editBundleConfig(look), (error, stats) => {
      if (error) resolve([error.message]);
      else if (stats?.hasErrors())
        resolve(stats.toJson({ all: false, errors: true }).errors!.map((each) => each.message));
      else resolve([]);
    });
  });
}
