import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileCacheOptions } from 'webpack';
import { lookSass } from '../look/lookSass';
import type { Look } from '../look/look';
import { projectPaths } from '../settings/projectPaths';

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** How the names of a content file's caches end: each of its languages and modes has one. */
export const cacheFolderSuffix = (contentFile: string) =>
  `-${fingerprint(path.resolve(contentFile))}`;

/** Where webpack keeps what it compiled, between builds. */
export const cacheDirectory = path.join(projectPaths.root, 'node_modules/.cache/webpack');

/**
 * Webpack's cache for one language's page, kept between builds, so that an unchanged rebuild
 * compiles nothing. Each content file and language has its own, so switching between the
 * sample and a fixture undoes nothing. The content, words and settings reach the page through
 * DefinePlugin, whose values webpack's cache compares; the build's own code is a dependency of
 * the configuration; the look is the one input no file holds, so it is the cache's version.
 */
export function buildCache(options: {
  production: boolean;
  tag: string;
  contentFile: string;
  look: Look;
  configFile: string;
}): FileCacheOptions {
  const mode = options.production ? 'production' : 'development';
  return {
    type: 'filesystem',
    cacheDirectory,
    name: `${mode}-${options.tag}${cacheFolderSuffix(options.contentFile)}`,
    buildDependencies: { config: [options.configFile] },
    version: fingerprint(lookSass(options.look)),
  };
}
