import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { lookSassImporter } from '../look/lookSass';
import type { Look } from '../look/look';
import { projectPaths } from '../settings/projectPaths';
import { emailjsDefaultStorageModule } from '../../lib/emailjs/settings';
import { fastRefreshTransformers } from './fastRefresh/fastRefreshPlugin';

interface PageModulesOptions {
  look: Look;
  /** Sass's compressed output (the published site) rather than its readable one. */
  compressStyles: boolean;
  /** Registers each component with Fast Refresh (`npm start`). */
  fastRefresh: boolean;
}

/**
 * How webpack reads the page's code, the same wherever the page is compiled: the site
 * (webpack.config.ts) and the editor's preview (src/servers/editBundle.ts). Its TypeScript, its
 * Sass with the owner's look, the packages' aliases and the module replaced in every build.
 */
export function pageModules({ look, compressStyles, fastRefresh }: PageModulesOptions): Required<
  Pick<Configuration, 'resolve' | 'module'>
> & {
  plugins: webpack.WebpackPluginInstance[];
} {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // @xstate/react imports the pre-React-18 shims; React 19 has the hook built in.
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
          options: {
            // Types are checked once, apart (npm run typecheck; beside npm start, TypecheckWatch),
            // not again by every compiler.
            transpileOnly: true,
            // Fast Refresh: edited components update in place and keep their state.
            ...(fastRefresh && { getCustomTransformers: fastRefreshTransformers }),
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
                  style: compressStyles ? 'compressed' : 'expanded',
                  importers: [lookSassImporter(look)],
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        emailjsDefaultStorageModule.request,
        path.join(projectPaths.root, emailjsDefaultStorageModule.replacement),
      ),
    ],
  };
}
