/** @jest-environment node */
import { readableTextLayer } from '../../../../src/buildtime/documents/textLayer/readableTextLayer';
import { readPdfFile, streamData } from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { documentPages } from '../../../../src/buildtime/documents/textLayer/pdf/documentPages';
import {
  readPageContent,
  type MarkedContentParent,
} from '../../../../src/buildtime/documents/textLayer/pdf/pageContent';
import { glyphsDrawn, pagesDrawnOtherwise, qpdfCheck, structureTrees } from './readBack';
import { itWith, pdfJsLines, popplerLines } from '../../../support/textLayerReading';
import { tinyPdf } from './tinyPdf';
import { textOfLines, typstPdf, type Line } from './typesetLines';

/**
 * Lines with words whose last letter carries a shadda that Typst draws first in the word's block
 * (وأودّ, مستعدّ, جادّ), and words whose tanween it draws in a block of its own (مهندسٌ, فريقٍ).
 */
const lines: Line[] = [
  { lang: 'ar', text: 'قرأت إعلانكم، وأودّ أن أنضم إليكم' },
  { lang: 'ar', text: 'أنا مهندسٌ مستعدّ للعمل في فريقٍ جادّ' },
];
const markedLast = ['وأودّ', 'مستعدّ', 'جادّ'];
const typst = typstPdf(lines);
const readable = readableTextLayer(typst, textOfLines(lines));

const harakat = /[\u064b-\u065f\u0670]/g;
const wordsOf = (text: string) =>
  [...new Intl.Segmenter('ar', { granularity: 'word' }).segment(text)]
    .filter(({ isWordLike }) => isWordLike)
    .map(({ segment }) => segment);

/** The sections of marked content without properties, at any depth, with their holders' MCIDs. */
function sectionsOf(pdf: Buffer) {
  const file = readPdfFile(pdf);
  const [page] = documentPages(file);
  const content = readPageContent(streamData(file, page!.contentStream), (name) => {
    return page!.fonts.get(name) ?? null;
  });
  const sections: { tag: string; mcid: unknown; last: boolean; widths: number[] }[] = [];
  const visit = (parent: MarkedContentParent, mcid: unknown) =>
    parent.children.forEach((block, index) => {
      const own = block.properties?.get('MCID') ?? mcid;
      if (!block.properties)
        sections.push({
          tag: block.tag,
          mcid: own,
          last: index === parent.children.length - 1,
          widths: block.glyphs.map(({ width }) => width),
        });
      visit(block, own);
    });
  visit(content.root, undefined);
  return sections;
}

describe('a right-to-left word whose last letter carries a mark Typst draws first', () => {
  it('is read whole and in order through pdf.js, and was not before', async () => {
    expect(await pdfJsLines(readable)).toEqual(lines.map(({ text }) => text));
    const before = (await pdfJsLines(typst)).flatMap((line) => line.split(/\s+/));
    for (const word of markedLast) expect(before).not.toContain(word);
  });

  it('has its mark drawn last in its block, in a section of its own', () => {
    const marks = sectionsOf(readable).filter(({ tag }) => tag === 'Span');
    expect(marks).toHaveLength(markedLast.length);
    for (const { mcid, last, widths } of marks) {
      expect(mcid).toMatchObject({ kind: 'number' });
      expect([last, widths]).toEqual([true, [0]]);
    }
    expect(sectionsOf(typst).filter(({ tag }) => tag === 'Span')).toEqual([]);
  });

  itWith('pdftotext')(
    "leaves poppler's pdftotext reading the first line on one line, its words in order",
    () => {
      // It reads the shadda with the letter beside its own, as it read Typst's PDF: Arabic search
      // sets harakat aside.
      const [first] = popplerLines(readable);
      expect(wordsOf(first!.replace(harakat, ''))).toEqual(
        wordsOf(lines[0]!.text.replace(harakat, '')),
      );
    },
  );

  it('is drawn by the same glyphs, in the same places, under the same structure tree', async () => {
    expect(glyphsDrawn(readable)).toEqual(glyphsDrawn(typst));
    expect(await structureTrees(readable)).toEqual(await structureTrees(typst));
  });

  itWith('pdftoppm')('draws every page as before, pixel for pixel at 100 dpi', () => {
    expect(pagesDrawnOtherwise(readable, typst)).toEqual([]);
  });

  itWith('qpdf')('makes a PDF that qpdf finds sound', () => {
    expect(qpdfCheck(readable)).toMatch(/No syntax or stream encoding errors found/);
  });
});

/** A page drawing one word, by glyphs of a font whose codes read `texts` with these widths. */
const oneWord = (texts: string[], widths: number[], content: string) => {
  const entries = texts.map(
    (text, index) =>
      `<${(index + 1).toString(16).padStart(4, '0')}> <${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`,
  );
  const cmap = `begincmap\n${entries.length} beginbfchar\n${entries.join('\n')}\nendbfchar\nendcmap`;
  return tinyPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] ' +
      '/Resources << /Font << /f0 5 0 R >> >> /Contents 4 0 R >>',
    { stream: content },
    '<< /Type /Font /Subtype /Type0 /BaseFont /Word /Encoding /Identity-H ' +
      '/DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Word /CIDToGIDMap /Identity ' +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /W [1 [${widths.join(' ')}]] >>`,
    { stream: cmap },
  ]);
};

const contentOf = (pdf: Buffer) => {
  const file = readPdfFile(pdf);
  return streamData(file, documentPages(file)[0]!.contentStream).toString('latin1');
};

describe('marks drawn first in a block, back on the letter after them', () => {
  // Two marks, each after a number, then the letter under them, then the rest of the word.
  const drawn = [
    '/Span <</MCID 0>> BDC',
    'q',
    '1 0 0 -1 100 50 cm',
    'BT',
    '0 Tr',
    '/f0 10 Tf',
    '1 0 0 -1 0 0 Tm',
    '[-150 <0001> 50 <0002> 100 <00030004>] TJ',
    'ET',
    'Q',
    'EMC',
  ];
  const widths = [0, 0, 500, 400];

  it('are drawn after the rest with their letter, the marks in a section of their own, where they were', () => {
    const letters = ['\u0651', '\u064e', 'د', 'و'];
    const pdf = oneWord(letters, widths, drawn.join('\n'));
    expect(contentOf(readableTextLayer(pdf, letters.join('')))).toBe(
      [
        ...drawn.slice(0, 7),
        '[-500 <0004>] TJ',
        ...['0 Tr', '/f0 10 Tf', '1 0 0 -1 0 0 Tm', '<0003> Tj'],
        '/Span BMC',
        ...['0 Tr', '/f0 10 Tf', '1 0 0 -1 1.5 0 Tm', '<0001> Tj'],
        ...['0 Tr', '/f0 10 Tf', '1 0 0 -1 1 0 Tm', '<0002> Tj'],
        'EMC',
        ...drawn.slice(8),
        '',
      ].join('\n'),
    );
  });

  it('stay where they are in a left-to-right word', () => {
    const letters = ['\u0301', '\u0300', 'o', 'x'];
    const pdf = oneWord(letters, widths, drawn.join('\n'));
    expect(readableTextLayer(pdf, letters.join('')).equals(pdf)).toBe(true);
  });
});
