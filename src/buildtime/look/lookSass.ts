import type { Importer } from 'sass';
import { tagColors } from '../../../styles/palette';
import { lookCss, type Look } from './look';

const lookUrl = 'look:tokens';

/**
 * Lets a stylesheet `@use 'look:tokens'`: the look's custom properties (colours of both themes,
 * the typeface, the corner radii), written by the build from the owner's style, and
 * `$tag-colors`, the names of the tag colours.
 */
export const lookSassImporter = (look: Look): Importer<'sync'> => ({
  canonicalize: (url) => (url === lookUrl ? new URL(lookUrl) : null),
  load: () => ({ contents: lookSass(look), syntax: 'scss' }),
});

/** What the importer gives: no file holds it, so webpack's cache is told of it (buildCache.ts). */
export const lookSass = (look: Look) =>
  `$tag-colors: (${tagColors.map((name) => `'${name}'`).join(', ')});\n${lookCss(look)}`;
