/** The kinds of picture the editor takes, by the extension a file of each has. */
const kinds = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  gif: ['.gif'],
  webp: ['.webp'],
  avif: ['.avif'],
  svg: ['.svg'],
} as const;

type Kind = keyof typeof kinds;

const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1');

/** The kind of picture `bytes` start as, by their first bytes (an SVG by its first element). */
function kindOf(bytes: Buffer): Kind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // An ISO media file (ftyp box) whose brands name AVIF.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    return brands.some((brand) => brand === 'avif' || brand === 'avis') ? 'avif' : null;
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before <svg.
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>[]*>\s*)?<svg[\s>]/i.test(
    text,
  )
    ? 'svg'
    : null;
}

/** What in an SVG could run or fetch: its scripts, event attributes, references outside it. */
function activePartsOf(svg: string): string[] {
  const found = [
    /<script[\s>]/i.test(svg) && 'a script',
    /<foreignObject[\s>]/i.test(svg) && 'a foreignObject (HTML inside)',
    /<!ENTITY/i.test(svg) && 'an entity declaration',
    /\son[a-z]+\s*=/i.test(svg) && 'an event attribute (on…=)',
    // href, xlink:href, src: only a fragment of this file (#id) stays inside it.
    /\s(?:xlink:)?(?:href|src)\s*=\s*["']\s*(?!#)/i.test(svg) &&
      'a link or reference to another file',
    /url\(\s*["']?\s*(?!#)/i.test(svg) && 'a url() of another file',
    /@import/i.test(svg) && 'an @import',
  ];
  return found.filter((each): each is string => typeof each === 'string');
}

/**
 * Whether a file chosen as a picture is one the page may show: PNG, JPEG, GIF, WebP or AVIF by its
 * first bytes, and an SVG that runs and fetches nothing; its name's extension the same kind.
 * The extension to save it with, or the line that says why not and what to do.
 */
export function checkPicture(
  name: string,
  bytes: Buffer,
): { extension: string } | { problem: string } {
  const extension = /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';
  const kind = kindOf(bytes);
  const taken = 'choose a PNG, JPEG, WebP, AVIF, GIF or SVG file';
  if (!kind) return { problem: `${name} is not a picture (by its first bytes): ${taken}.` };
  if (!(kinds[kind] as readonly string[]).includes(extension))
    return {
      problem: `${name} holds a ${kind.toUpperCase()} picture, but its name says otherwise: rename it to end in ${kinds[kind][0]}, or ${taken}.`,
    };
  if (kind === 'svg') {
    const active = activePartsOf(bytes.toString('utf8'));
    if (active.length > 0)
      return {
        problem: `${name} holds ${active.join(', ')}, which a picture on your page must not: save it without (or as a PNG), then choose it again.`,
      };
  }
  return { extension };
}

/** The content type a picture of this extension is served with. */
export const pictureType = (extension: string) =>
  ({
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.svg': 'image/svg+xml',
  })[extension] ?? 'application/octet-stream';
