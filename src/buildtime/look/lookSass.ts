import { createHash } from 'node:crypto';
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

const lookSass = (look: Look) =>
  `$tag-colors: (${tagColors.map((name) => `'${name}'`).join(', ')});\n${lookCss(look)}`;

/**
 * A fingerprint of what the importer gives, for webpack's cache: no file holds it, so the cache
 * cannot see it change by itself.
 */
export const lookFingerprint = (look: Look): string =>
  createHash('sha256').update(lookSass(look)).digest('hex').slice(0, 16);
