import fs from 'node:fs';
import path from 'node:path';
import type { FileCacheOptions, WebpackPluginInstance } from 'webpack';
import { lookSass } from '../look/lookSass';
import type { Look } from '../look/look';
import { projectPaths } from '../settings/projectPaths';
import { fingerprint, installedPackages, ownFilesLoadedBy } from '../keptResults';

const shortFingerprint = (text: string) => fingerprint(text).slice(0, 12);

/** How the names of a content file's caches end: each of its languages and modes has one. */
export const cacheFolderSuffix = (contentFile: string) =>
  `-${shortFingerprint(path.resolve(contentFile))}`;

/** Where webpack keeps what it compiled, between builds. */
export const cacheDirectory = path.join(projectPaths.root, 'node_modules/.cache/webpack');

/**
 * Webpack's cache of the site's scripts, kept between builds, so that an unchanged rebuild
 * compiles nothing. Each content file has its own (and in `npm start` each language), so
 * switching between the sample and a fixture undoes nothing. What the scripts read of the
 * content reaches them through DefinePlugin, whose values webpack's cache compares. The cache's
 * version covers the rest: the look (the one input no file holds), the build's own code as the
 * configuration loaded it, TypeScript's settings and the installed packages (webpack and the
 * loaders among them), so webpack's own tracking of these is left out (`cacheVersionOnly`).
 */
export function buildCache(options: {
  production: boolean;
  tag: string;
  contentFile: string;
  look: Look;
  /** webpack.config.ts's module. */
  configModule: NodeJS.Module;
}): FileCacheOptions {
  const name = options.production ? 'production' : `development-${options.tag}`;
  const files = [
    ...ownFilesLoadedBy(options.configModule),
    path.join(projectPaths.root, 'tsconfig.json'),
  ];
  const inputs = [
    lookSass(options.look),
    ...files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')),
    installedPackages(),
  ];
  return {
    type: 'filesystem',
    cacheDirectory,
    name: `${name}${cacheFolderSuffix(options.contentFile)}`,
    version: shortFingerprint(inputs.join('\0')),
  };
}

/**
 * Leaves out webpack's own tracking of what the build runs (the configuration, webpack, the
 * loaders, tsconfig.json), which buildCache's version covers: to find it again, webpack resolves
 * every file those loaded, about 1,200 of them, which took 0.8 s of a cold build.
 */
export const cacheVersionOnly: WebpackPluginInstance = {
  apply(compiler) {
    // `done` runs just before webpack stores these with the cache.
    compiler.hooks.done.tap('CacheVersionOnly', ({ compilation }) => {
      compilation.buildDependencies.clear();
    });
  },
};
