import simpleIcons from './simpleIconsPaths.json';
import { markId, type NetworkMark } from '../../content/profileNetworks';

/**
 * LinkedIn's "in" cut out of a rounded square, drawn here: simple-icons no longer carries it.
 * Even-odd filling turns the letters into holes.
 */
const linkedinPath =
  'M3.5 1.5h17a2 2 0 0 1 2 2v17a2 2 0 0 1-2 2h-17a2 2 0 0 1-2-2v-17a2 2 0 0 1 2-2z' +
  'M4.9 6.4a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0z' +
  'M5.1 9.2h3v10h-3z' +
  'M10 9.2h2.9v1.4c.5-.9 1.7-1.7 3.3-1.7c3.1 0 3.8 2 3.8 4.7v5.6h-3v-5' +
  'c0-1.3-.1-2.7-1.8-2.7c-1.8 0-2.2 1.3-2.2 2.7v5h-3z';

/**
 * Each network's mark on a 24-unit square, drawn in the text colour. simpleIconsPaths.json holds
 * the paths of simple-icons 16.37 (CC0) for these networks: the package is 26 MB of 3,000 marks,
 * too much to install for 13 of them.
 */
const simpleIconsPaths: Record<Exclude<NetworkMark, 'linkedin'>, string> = simpleIcons;
const markPath = (mark: NetworkMark): { d: string; evenOdd?: boolean } =>
  mark === 'linkedin' ? { d: linkedinPath, evenOdd: true } : { d: simpleIconsPaths[mark] };

/**
 * An SVG sprite with these marks (those of the page's profile links), for the page's `<use>`
 * references (src/components/icons.tsx); empty when there is none.
 */
export function networkMarkSprite(marks: (NetworkMark | undefined)[]): string {
  const shown = [...new Set(marks)].filter((mark) => mark !== undefined);
  if (shown.length === 0) return '';
  const symbols = shown.map((mark) => {
    const { d, evenOdd } = markPath(mark);
    const rule = evenOdd ? ' fill-rule="evenodd"' : '';
    return `<symbol id="${markId(mark)}" viewBox="0 0 24 24"><path${rule} d="${d}"/></symbol>`;
  });
  return `<svg class="brand-marks" width="0" height="0" aria-hidden="true" focusable="false">${symbols.join('')}</svg>`;
}
