import zlib from 'node:zlib';

/** The objects of a PDF by number, each with its dictionary text and inflated stream. */
function pdfObjects(pdf: Buffer): Map<number, { dictionary: string; stream: Buffer | null }> {
  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, number, body = ''] = match;
    const streamAt = body.search(/stream\r?\n/);
    const dictionary = streamAt < 0 ? body : body.slice(0, streamAt);
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const raw = Buffer.from(
        body.slice(body.indexOf('\n', streamAt) + 1).replace(/\r?\nendstream\s*$/, ''),
        'latin1',
      );
      try {
        stream = dictionary.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw;
      } catch {
        stream = null;
      }
    }
    objects.set(Number(number), { dictionary, stream });
  }
  return objects;
}

/** A ToUnicode CMap as code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', value = ''] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code, 16), text(value));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first = '', last = '', value = ''] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) {
        const start = parseInt(value, 16) + code - parseInt(first, 16);
        map.set(code, String.fromCodePoint(start));
      }
    }
  }
  return map;
}

/** The bytes of a PDF literal string such as (\000\001) or (ab). */
function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const character = literal[index]!;
    if (character !== '\\') {
      bytes.push(character.charCodeAt(0));
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length;
    } else {
      index += 1;
      const escaped = literal[index]!;
      bytes.push(
        ({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[escaped] ??
          escaped.charCodeAt(0),
      );
    }
  }
  return bytes;
}

/**
 * The text a PDF reader finds in each run of a PDF written with two-byte glyph codes (as Typst
 * writes them), through each font's ToUnicode map: what search, copy and applicant tracking
 * systems read. Runs are joined without the reader's layout guesses.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  /** A font object's ToUnicode map, read once. */
  const cmapOf = (fontNumber: number) => {
    if (!cmaps.has(fontNumber)) {
      const font = objects.get(fontNumber)?.dictionary ?? '';
      const cmapNumber = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      const cmap = cmapNumber && objects.get(Number(cmapNumber))?.stream;
      cmaps.set(fontNumber, cmap ? toUnicode(cmap.toString('latin1')) : new Map());
    }
    return cmaps.get(fontNumber)!;
  };
  // Each page names its fonts in its own resources (/f0 on one page may be /f1 on the next).
  const pages = [...objects.values()]
    .filter(({ dictionary }) => /\/Type \/Page\b/.test(dictionary))
    .sort((a, b) => pageIndex(a.dictionary) - pageIndex(b.dictionary));
  const runs: string[] = [];
  for (const { dictionary } of pages) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDictionary = /\/Font <<([\s\S]*?)>>/.exec(dictionary)?.[1] ?? '';
    for (const [, name = '', number] of fontDictionary.matchAll(/\/(f\d+)\s+(\d+) 0 R/g))
      fonts.set(name, cmapOf(Number(number)));
    const contents = /\/Contents (\d+) 0 R/.exec(dictionary)?.[1];
    const content = objects.get(Number(contents))?.stream?.toString('latin1') ?? '';
    runs.push(...pageRuns(content, fonts));
  }
  return runs.join('');
}

/** A page's place in the document, as Typst numbers its structure parents. */
const pageIndex = (dictionary: string) =>
  Number(/\/StructParents (\d+)/.exec(dictionary)?.[1] ?? 0);

/** The text of each run of a page's content, through the page's fonts. */
function pageRuns(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const runs: string[] = [];
  let font = new Map<number, string>();
  let actualText: string | null = null;
  const tokens =
    /\/ActualText <([0-9a-fA-F]+)>|\/(f\d+) [\d.]+ Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|(\((?:[^)\\]|\\.)*\))\s*Tj|(EMC)/g;
  for (const [, actual, fontName, array, single, end] of content.matchAll(tokens)) {
    if (actual)
      actualText = Buffer.from(actual, 'hex')
        .swap16()
        .toString('utf16le')
        .replace(/^\ufeff/, '');
    else if (fontName) font = fonts.get(fontName) ?? new Map();
    else if (end) actualText = null;
    else if (actualText !== null) {
      runs.push(actualText);
      actualText = '';
    } else {
      const strings = [...(array ?? single ?? '').matchAll(/\(((?:[^)\\]|\\.)*)\)/g)];
      const bytes = strings.flatMap(([, literal = '']) => literalBytes(literal));
      let run = '';
      for (let index = 0; index + 1 < bytes.length; index += 2)
        run += font.get(bytes[index]! * 256 + bytes[index + 1]!) ?? '';
      runs.push(run);
    }
  }
  return runs;
}
