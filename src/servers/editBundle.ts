import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { pageModules } from '../buildtime/webpack/pageModules';
import type { Look } from '../buildtime/look/look';
import { projectPaths } from '../buildtime/settings/projectPaths';
import type { contentGlobals } from '../buildtime/pages/siteContentDefinition';
import type { EmailjsSettings } from '../lib/emailjs/settings';

/** The global the preview's page reads its content from: the draft's, written into its HTML. */
export const draftGlobal = 'EDITOR_DRAFT';

/** The names of what the page's modules read of the content (siteContentDefinition.ts). */
export type PageGlobals = ReturnType<typeof contentGlobals>;
/** Each of them, so that a page global added without a line here fails the typecheck. */
const pageGlobalNames = Object.keys({
  SITE_CONTENT: true,
  SITE_IS_MULTILINGUAL: true,
  CONTENT_IN_HTML: true,
  ANALYTICS_SETTINGS: true,
  CONTACT_WORDS: true,
} satisfies Record<keyof PageGlobals, true>);

/** The preview sends no message: the contact form has nowhere to send to. */
const noEmailjs: EmailjsSettings = { publicKey: '', serviceId: '', templateId: '', origin: '' };

/**
 * The editor's own compiler: the page's code (src/index.tsx, its modules and styles, as
 * `npm start` builds them) reading its content from the draft in the preview's HTML rather than
 * from the bundle, and the editor's form (src/editor/). A compiler apart from webpack.config.ts's,
 * reading the page's modules by the same rules (pageModules.ts).
 */
export function editBundleConfig(look: Look, folder: string): Configuration {
  const modules = pageModules({ look, compressStyles: false, fastRefresh: false });
  return {
    name: 'edit',
    // React's production build, which renders the preview several times faster than its
    // development build; not minified, which would take longer than the editor's start.
    mode: 'production',
    optimization: { minimize: false },
    context: projectPaths.root,
    entry: { page: './src/index.tsx', editor: './src/editor/main.tsx' },
    // Named by their content, so that the preview's reloads take them from the browser's cache.
    output: { path: folder, filename: '[name].[contenthash:8].js', clean: true },
    devtool: false,
    resolve: modules.resolve,
    module: modules.module,
    plugins: [
      new webpack.DefinePlugin({
        EMAILJS_SETTINGS: JSON.stringify(noEmailjs),
        ...Object.fromEntries(
          pageGlobalNames.map((name) => [name, `globalThis.${draftGlobal}.${name}`]),
        ),
      }),
      ...modules.plugins,
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    ],
    performance: { hints: false },
  };
}

/** The folder of one running editor's scripts, and each entry's files in the order its page links them. */
export type EditBundleFiles = Record<'page' | 'editor', string[]> & { folder: string };

/**
 * Compiles the editor's scripts once, at start, into a folder of this process's own (never dist/,
 * so the site is the same without the editor; not shared, so two editors at once keep their own
 * previews), removed when the process exits: each entry's files, or the problems.
 */
export function compileEditBundle(look: Look): Promise<EditBundleFiles | { problems: string[] }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-run-edit-'));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return new Promise((resolve) => {
    webpack(editBundleConfig(look, folder), (error, stats) => {
      if (error || !stats) return resolve({ problems: [error?.message ?? 'webpack stopped'] });
      const { errors, entrypoints } = stats.toJson({ all: false, errors: true, entrypoints: true });
      if (stats.hasErrors()) return resolve({ problems: errors!.map((each) => each.message) });
      const filesOf = (name: string) => entrypoints![name]!.assets!.map((asset) => asset.name);
      resolve({ folder, page: filesOf('page'), editor: filesOf('editor') });
    });
  });
}
