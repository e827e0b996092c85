/** @jest-environment node */
import { readableTextLayer } from '../../../../src/buildtime/documents/textLayer/readableTextLayer';
import { toUnicodeEntry } from '../../../../src/buildtime/documents/textLayer/glyphTexts';
import { readPdfFile } from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { widthOf } from '../../../../src/buildtime/documents/textLayer/pdf/type0Font';
import { readRuns, type Run } from '../../../../src/buildtime/resumeCheck/pdfText';
import {
  fontsByCMap,
  glyphIdOf,
  glyphsDrawn,
  pagesDrawnOtherwise,
  qpdfCheck,
  structureTrees,
} from './readBack';
import { textOfLines, typstPdf, type Line } from './typesetLines';
import { itWith, popplerLines } from '../../../support/textLayerReading';

const zwnj = '\u200c';
const ownWords: Line[] = [
  { lang: 'fa', text: 'من در تهران با React کار می‌کنم' },
  { lang: 'fa', text: '«پروژه‌های من»' },
];
// After د and ز, kaf takes the form it takes after a ZWNJ, and is drawn by the same glyph.
const kafAfterALetter: Line = { lang: 'fa', text: 'دکتر و زکات' };

/**
 * Persian lines. krilla gives a glyph the text of the cluster it first draws, and wraps every
 * other occurrence that reads otherwise in /ActualText: after `ownWords` the initial kaf's code
 * reads ZWNJ and kaf, before them it reads kaf alone.
 */
const documents = {
  'the ZWNJ is in the code of the glyph after it': [...ownWords, kafAfterALetter],
  'the ZWNJ is in the /ActualText of the glyph after it': [kafAfterALetter, ...ownWords],
};

/** The words of a line, without the guillemets that pdf.js reads as items of their own. */
const wordsOf = (text: string) => text.replace(/[«»]/g, ' ').split(/\s+/).filter(Boolean);

/** pdf.js's runs, each line's joined with a space (pdfJsLines joins them as parsers do). */
async function spaceJoinedLines(pdf: Buffer): Promise<string[]> {
  const lines: Run[][] = [];
  for (const run of await readRuns(pdf)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) < 0.5 * run.size) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => line.map(({ text }) => text.trim()).join(' '));
}

const zwnjWords = (lines: Line[]) =>
  lines.flatMap(({ text }) => wordsOf(text)).filter((word) => word.includes(zwnj));

describe.each(Object.entries(documents))('Persian words with a ZWNJ, when %s', (_, lines) => {
  const typst = typstPdf(lines);
  const readable = readableTextLayer(typst, textOfLines(lines));
  const written = lines.map(({ text }) => wordsOf(text));

  it('read whole and in order through pdf.js, and did not before', async () => {
    expect((await spaceJoinedLines(readable)).map(wordsOf)).toEqual(written);
    const before = (await spaceJoinedLines(typst)).flatMap(wordsOf);
    for (const word of zwnjWords(lines)) expect(before).not.toContain(word);
  });

  itWith('pdftotext')(
    "read whole and in order through poppler's pdftotext, and did not before",
    () => {
      expect(popplerLines(readable).map(wordsOf)).toEqual(written);
      const before = popplerLines(typst).flatMap(wordsOf);
      for (const word of zwnjWords(lines)) expect(before).not.toContain(word);
    },
  );

  it('are drawn by the same glyphs, in the same places, under the same structure tree', async () => {
    expect(glyphsDrawn(readable)).toEqual(glyphsDrawn(typst));
    expect(await structureTrees(readable)).toEqual(await structureTrees(typst));
  });

  itWith('pdftoppm')('draw every page as before, pixel for pixel at 100 dpi', () => {
    expect(pagesDrawnOtherwise(readable, typst)).toEqual([]);
  });

  itWith('qpdf')('make a PDF that qpdf finds sound', () => {
    expect(qpdfCheck(readable)).toMatch(/No syntax or stream encoding errors found/);
  });

  it("give the letter before each ZWNJ a code of its own, for that glyph at that glyph's width", () => {
    const aliases = [...fontsByCMap(readPdfFile(readable)).values()].flatMap((read) =>
      [...read.font.toUnicode].flatMap(([code, entry]) => {
        const glyphId = glyphIdOf(read, code);
        if (glyphId === code) return [];
        expect(widthOf(read.font, code)).toBe(widthOf(read.font, glyphId));
        expect(read.font.toUnicode.get(glyphId)).toBe(entry.slice(1));
        return [entry];
      }),
    );
    // The he of پروژه‌های and the yeh of می‌کنم, each read after its ZWNJ once reversed.
    expect(aliases.sort()).toEqual([`${zwnj}ه`, `${zwnj}ی`]);
  });
});

describe("a right-to-left glyph's ToUnicode entry", () => {
  it('has its characters in reverse, less a format character it would end with', () => {
    expect(toUnicodeEntry('لا')).toBe('ال');
    expect(toUnicodeEntry(`${zwnj}ک`)).toBe('ک');
    expect(toUnicodeEntry(`ه${zwnj}`)).toBe(`${zwnj}ه`);
    expect(toUnicodeEntry(zwnj)).toBe(zwnj);
  });
});
