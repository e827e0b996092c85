import type { Importer } from 'sass';
import { palette } from '../../styles/palette';

const paletteUrl = 'palette:colors';

const sassMap = (entries: [string, string][]) =>
  `(${entries.map(([key, value]) => `'${key}': ${value}`).join(', ')})`;

/** styles/palette.ts as Sass maps: `$light`, `$dark` and `$tags` (name → bg and text per theme). */
export function paletteAsSass(): string {
  const tags = Object.entries(palette.tags).map(([name, { light, dark }]): [string, string] => [
    name,
    sassMap([
      ['light-bg', light[0]],
      ['light-text', light[1]],
      ['dark-bg', dark[0]],
      ['dark-text', dark[1]],
    ]),
  ]);
  return [
    `$light: ${sassMap(Object.entries(palette.light))};`,
    `$dark: ${sassMap(Object.entries(palette.dark))};`,
    `$tags: ${sassMap(tags)};`,
  ].join('\n');
}

/** Lets a stylesheet `@use 'palette:colors'`, so the styles take their colours from the palette. */
export const paletteSassImporter: Importer<'sync'> = {
  canonicalize: (url) => (url === paletteUrl ? new URL(paletteUrl) : null),
  load: () => ({ contents: paletteAsSass(), syntax: 'scss' }),
};
