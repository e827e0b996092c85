/** @jest-environment node */
import { readableTextLayer } from '../../../../src/buildtime/documents/textLayer/readableTextLayer';
import { readPdfFile, streamData } from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { documentPages } from '../../../../src/buildtime/documents/textLayer/pdf/documentPages';
import { readPageContent } from '../../../../src/buildtime/documents/textLayer/pdf/pageContent';
import { readRuns } from '../../../../src/buildtime/resumeCheck/pdfText';
import { fontsByCMap, glyphsDrawn, pagesDrawnOtherwise, structureTrees } from './readBack';
import { itWith } from '../../../support/textLayerReading';
import { onePage } from './tinyPdf';
import { textOfLines, typesetLines, typstPdf, type Line } from './typesetLines';

const arabic: Line = { lang: 'ar', text: 'طوّرت واجهات لخدمة آلاف المستخدمين في الأردن' };
const lines: Line[] = [
  arabic,
  { lang: 'he', text: 'פיתחתי ממשקים בתל אביב' },
  { lang: 'vi', text: 'Tôi học ở Hà Nội' },
];
const typst = typstPdf(lines);
const readable = readableTextLayer(typst, textOfLines(lines));

/** Each ToUnicode entry's text, by the CMap's object and the glyph's code. */
function toUnicodeTexts(pdf: Buffer): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [cmap, { font }] of fontsByCMap(readPdfFile(pdf)))
    for (const [code, text] of font.toUnicode) texts.set(`${cmap}:${code}`, text);
  return texts;
}

/** Each page's content stream. */
function pageContents(pdf: Buffer): Buffer[] {
  const file = readPdfFile(pdf);
  return documentPages(file).map((page) => streamData(file, page.contentStream));
}

describe('the text layer of a PDF Typst writes, made readable', () => {
  it('gives a lam-alef ligature its letters in reverse, as readers reverse a right-to-left word', () => {
    const before = toUnicodeTexts(typst);
    const after = toUnicodeTexts(readable);
    const ligatures = [...before].filter(([, text]) => text === 'لأ' || text === 'لا');
    expect(ligatures.map(([, text]) => text).sort()).toEqual(['لأ', 'لا']);
    for (const [glyph, text] of ligatures)
      expect(after.get(glyph)).toBe([...text].reverse().join(''));
  });

  it("reads an Arabic line's words through pdf.js in the order written", async () => {
    const words = async (pdf: Buffer) =>
      (await readRuns(pdf)).slice(0, arabic.text.split(' ').length).map(({ text }) => text.trim());
    expect((await words(readable)).join(' ')).toBe(arabic.text);
    expect((await words(typst)).join(' ')).not.toBe(arabic.text);
  });

  it('keeps the structure tree, its MCIDs, and every glyph where it was', async () => {
    expect(await structureTrees(readable)).toEqual(await structureTrees(typst));
    expect(glyphsDrawn(readable)).toEqual(glyphsDrawn(typst));
  });

  itWith('pdftoppm')('draws every page as before, pixel for pixel at 100 dpi', () => {
    expect(pagesDrawnOtherwise(readable, typst)).toEqual([]);
  });

  it('leaves a left-to-right document without marks of its own as Typst wrote it', () => {
    const englishLines = [{ lang: 'en', text: 'Built interfaces for thousands of users' }];
    const english = typstPdf(englishLines);
    expect(readableTextLayer(english, textOfLines(englishLines)).equals(english)).toBe(true);
  });

  it("is what the build's typesetter gives (the same but for the time it was made)", () => {
    const built = typesetLines(lines);
    expect(pageContents(built)).toEqual(pageContents(readable));
    expect(toUnicodeTexts(built)).toEqual(toUnicodeTexts(readable));
  });

  // What a Typst release that writes object streams would give: a cross-reference stream.
  const unreadablePdf = Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /XRef /Size 2 >>\nendobj\nstartxref\n9\n%%EOF\n',
  );

  it('says in one line what it cannot read of a PDF that may need rewriting', () => {
    expect(() => readableTextLayer(unreadablePdf, textOfLines([arabic]))).toThrow(
      new Error("the PDF's text layer could not be made readable: not a classic xref table"),
    );
  });

  it.each(['Built interfaces for thousands of users', '为数千名用户构建了界面', 'がぎぐ'])(
    'gives a PDF that draws nothing that could read otherwise back as written, even unreadable: %s',
    (text) => {
      expect(readableTextLayer(unreadablePdf, text).equals(unreadablePdf)).toBe(true);
    },
  );

  it('says in one line what it cannot read of a page it must rewrite: an inline image', () => {
    const content = Buffer.from('q BI /W 1 /H 1 /CS /G /BPC 8 ID \x00 EI Q');
    expect(() => readPageContent(content, () => null)).toThrow(
      new Error("the PDF's text layer could not be made readable: an inline image"),
    );
  });

  it('leaves a PDF with no text that could read otherwise as it is, unread', () => {
    const noText = onePage('q BI /W 1 /H 1 /CS /G /BPC 8 ID \x00 EI Q');
    expect(readableTextLayer(noText, '').equals(noText)).toBe(true);
  });
});
