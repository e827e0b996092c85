import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { emailjsSettingsFromEnv } from './src/build/emailjsSettingsFromEnv';
import { emailjsSendPath, handleEmailjsSend } from './src/build/emailjsStandIn';
import * as content from './src/content';
import { validateContent } from './src/content/validateContent';

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
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
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

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode === 'production' ? 'production' : 'development';
  const isProduction = mode === 'production';
  failOnBrokenContent();
  const emailjsSettings = reportEmailjsSettings(mode);

  return {
    mode,
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/ },
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
      new webpack.DefinePlugin({ EMAILJS_SETTINGS: JSON.stringify(emailjsSettings) }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        templateParameters: {
          title: `${content.profile.name} | ${content.profile.title}`,
          description: content.profile.tagline,
        },
      }),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      ...(isProduction
        ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] })]
        : []),
    ],
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
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.post(emailjsSendPath, (request, response) => {
          void handleEmailjsSend(request, response);
        });
        return middlewares;
      },
    },
  };
};
