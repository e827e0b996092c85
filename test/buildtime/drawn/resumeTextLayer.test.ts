/** @jest-environment node */
import { resumeLayouts } from '../../../src/content/constants';
import { drawnSections, resumeTexts } from '../../../src/buildtime/drawn/resumeData';
import { inDrawnOrder } from '../../../src/buildtime/resumeCheck/layoutParser';
import { importedContent } from '../../support/checkedContent';
import { drawnResume } from '../../support/drawnResume';
import {
  pdfJsLines,
  popplerInstalled,
  popplerLines,
  readingOf,
} from '../../support/textLayerReading';
import arabic from '../../fixtures/scripts/resume.ar.json';
import persian from '../../fixtures/scripts/resume.fa.json';
import hebrew from '../../fixtures/scripts/resume.he.json';
import vietnamese from '../../fixtures/scripts/resume.vi.json';
import ukrainian from '../../fixtures/scripts/resume.uk.json';
import chinese from '../../fixtures/scripts/resume.zh-Hans.json';

/** Whether a font package is installed: Chinese letters' (92 MiB) comes only where CI puts it. */
const installed = (name: string) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
};

const owners: [string, object][] = [
  ['ar', arabic],
  ['fa', persian],
  ['he', hebrew],
  ['vi', vietnamese],
  ['uk', ukrainian],
  ...(installed('@expo-google-fonts/noto-sans-sc')
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
  ...(popplerInstalled || process.env.CI
    ? [
        ['pdftotext, harakat set aside', popplerLines, true] as [
          string,
          typeof popplerLines,
          boolean,
        ],
      ]
    : []),
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe.each(owners)('a résumé in %s, read from its PDF', (tag, resume) => {
  const content = importedContent(resume, tag);

  it.each(resumeLayouts)(
    '%s: every word comes back whole, and every name, title and organisation in the order written',
    async (layout) => {
      const { drawn, pdf } = drawnResume(content, { layout });
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
        expect([report, wordsWhole >= 0.99 && inOrder >= 0.95]).toEqual([report, true]);
      }
    },
  );
});
