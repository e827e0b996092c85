/** @jest-environment node */
import { resumeLayouts, type ResumeLayout } from '../../../src/content/constants';
import { drawnSections, resumeTexts } from '../../../src/buildtime/documents/resumeData';
import * as textLayer from '../../../src/buildtime/documents/textLayer/readableTextLayer';
import { inDrawnOrder } from '../../../src/buildtime/resumeCheck/layoutParser';
import { importedContent } from '../../support/checkedContent';
import { drawnResume } from '../../support/drawnResume';
import {
  canUse,
  itWith,
  pdfJsLines,
  popplerLines,
  readingOf,
} from '../../support/textLayerReading';
import { pagesDrawnOtherwise, qpdfCheck } from './textLayer/readBack';
import arabic from '../../fixtures/scripts/resume.ar.json';
import persian from '../../fixtures/scripts/resume.fa.json';
import hebrew from '../../fixtures/scripts/resume.he.json';
import vietnamese from '../../fixtures/scripts/resume.vi.json';
import ukrainian from '../../fixtures/scripts/resume.uk.json';
import chinese from '../../fixtures/scripts/resume.zh-Hans.json';

/** Whether a font package is installed: Chinese letters' (92 MiB) comes only where CI puts it. */
const fontPackageInstalled = (name: string) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
};

const rightToLeftOwners: [string, object][] = [
  ['ar', arabic],
  ['fa', persian],
  ['he', hebrew],
];
const owners: [string, object][] = [
  ...rightToLeftOwners,
  ['vi', vietnamese],
  ['uk', ukrainian],
  ...(fontPackageInstalled('@expo-google-fonts/noto-sans-sc')
    ? [['zh-Hans', chinese] as [string, object]]
    : []),
];

/**
 * pdf.js, and poppler's pdftotext where it is installed, as on CI (.ci/run installs it). pdftotext puts each
 * Arabic mark that Typst draws apart from its letter (a raised shadda or tanween) on a line of its
 * own, however the PDF says it (poppler merges only Latin accents into their letters): its words
 * are read as Arabic search reads them, without harakat.
 */
const readers: [string, (pdf: Uint8Array) => Promise<string[]> | string[], boolean][] = [
  ['pdf.js', pdfJsLines, false],
  ...(canUse('pdftotext')
    ? [
        ['pdftotext, harakat set aside', popplerLines, true] as [
          string,
          typeof popplerLines,
          boolean,
        ],
      ]
    : []),
];

const drawings = new Map<string, ReturnType<typeof drawnWithTypstPdf>>();

/**
 * The résumé drawn in a layout, and the PDF Typst wrote for it before its text layer was made
 * readable; drawn once for all the tests that read it.
 */
function drawnWithTypstPdf(content: object, layout: ResumeLayout) {
  const spy = jest.spyOn(textLayer, 'readableTextLayer');
  try {
    const { drawn, pdf } = drawnResume(content, { layout });
    const call = spy.mock.results.findIndex(({ value }) => pdf.equals(value));
    const typst = spy.mock.calls[call]?.[0];
    if (!typst) throw new Error("the résumé's PDF did not go through readableTextLayer");
    return { drawn, pdf, typst };
  } finally {
    spy.mockRestore();
  }
}

const drawnIn = (tag: string, resume: object, layout: ResumeLayout) => {
  const key = `${tag} ${layout}`;
  if (!drawings.has(key))
    drawings.set(key, drawnWithTypstPdf(importedContent(resume, tag), layout));
  return drawings.get(key)!;
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe.each(owners)('a résumé in %s, read from its PDF', (tag, resume) => {
  it.each(resumeLayouts)(
    '%s: every word comes back whole, and every name, title and organisation in the order written',
    async (layout) => {
      const { drawn, pdf } = drawnIn(tag, resume, layout);
      const entries = drawnSections(drawn.sections).flatMap(({ entries: all = [] }) =>
        inDrawnOrder(all).filter(({ quote }) => !quote),
      );
      const shortTexts = [
        drawn.name,
        drawn.jobTitle,
        ...drawn.sections.map(({ title }) => title),
        ...entries.flatMap(({ title, details }) => [title, ...details]),
      ];
      const texts = resumeTexts(drawn).map(({ text }) => text);
      for (const [reader, read, harakatApart] of readers) {
        const { wordsWhole, misread, inOrder, outOfOrder } = readingOf(await read(pdf), {
          texts,
          shortTexts,
          tag,
          harakatApart,
        });
        const report = `${reader}: ${percent(wordsWhole)} of words whole (misread: ${misread.join(' ')}); ${percent(inOrder)} of short texts in order (not: ${outOfOrder.join(' | ')})`;
        expect({ report, misread, outOfOrder }).toEqual({ report, misread: [], outOfOrder: [] });
      }
    },
  );
});

describe.each(rightToLeftOwners)('a résumé in %s, drawn as Typst drew it', (tag, resume) => {
  itWith('pdftoppm').each(resumeLayouts)(
    '%s: every page the same pixels at 100 dpi as in the PDF Typst wrote',
    (layout) => {
      const { pdf, typst } = drawnIn(tag, resume, layout);
      expect(pagesDrawnOtherwise(pdf, typst)).toEqual([]);
    },
  );

  itWith('qpdf').each(resumeLayouts)('%s: a PDF that qpdf finds sound', (layout) => {
    expect(qpdfCheck(drawnIn(tag, resume, layout).pdf)).toMatch(
      /No syntax or stream encoding errors found/,
    );
  });
});
