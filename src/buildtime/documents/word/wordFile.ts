/**
 * A Word file (.docx, written with the docx package) of the owner's document: Word's own styles
 * (Title, Heading 1 to 3, List Paragraph) so that a recruiter's Word and an applicant tracking
 * system read its structure, bulleted lists numbered as lists, every paragraph and run marked
 * right to left where the language is, and the title, author and language in its properties.
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { isRightToLeftTag } from '../../content/languages';

/** One paragraph of a Word document, as the documents write it. */
export interface WordParagraph {
  /** Its runs: a text, or a text that links. */
  runs: (string | { text: string; href?: string; bold?: boolean })[];
  style?: 'title' | 'section' | 'entry' | 'role' | 'bullet';
  /** Its runs set apart by a tab (an entry's organisation, place and dates), not by spaces. */
  tabbed?: boolean;
  bold?: boolean;
}

export interface WordDocumentOf {
  /** The document's title, as the PDF's: "Ingrid Valtonen Osei: Résumé". */
  title: string;
  /** Its author: the owner's name. */
  name: string;
  /** The owner's job title, the document's subject. */
  subject: string;
  /** The BCP 47 tag of its language. */
  tag: string;
  paper: string;
  paragraphs: WordParagraph[];
}

/** Twentieths of a point, Word's measure of a page: A4, US Letter. */
const pageSizes: Record<string, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  'us-letter': { width: 12240, height: 15840 },
};
const margin = 1134;
const bulletList = 'bullets';

const headingOf = {
  title: HeadingLevel.TITLE,
  section: HeadingLevel.HEADING_1,
  entry: HeadingLevel.HEADING_2,
  role: HeadingLevel.HEADING_3,
} as const;

/**
 * Each style's type, in points, on its runs too: readers that know no styles tell a section's
 * heading from an entry's by it, as they do in a PDF.
 */
const sizeOf: Record<NonNullable<WordParagraph['style']> | 'text', number> = {
  title: 22,
  section: 14,
  entry: 12,
  role: 11,
  bullet: 10.5,
  text: 10.5,
};

/**
 * Where a paragraph's runs set apart by tabs go: the last at the end of the line (an entry's
 * dates), the others evenly between.
 */
const tabStopsFor = (tabs: number, width: number) =>
  Array.from({ length: tabs }, (_, index) => ({
    type: index === tabs - 1 ? TabStopType.RIGHT : TabStopType.LEFT,
    position: Math.round((width * (index + 1)) / tabs),
  }));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (found) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[found]};`,
  );

/**
 * The package's core properties, written here rather than by the docx package: it has no place
 * for the language (dc:language), and it would date the file, which says nothing the PDF does not.
 */
const coreProperties = ({ title, name, subject, tag }: WordDocumentOf) =>
  [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">',
    `<dc:title>${escapeXml(title)}</dc:title>`,
    `<dc:subject>${escapeXml(subject)}</dc:subject>`,
    `<dc:creator>${escapeXml(name)}</dc:creator>`,
    `<dc:language>${escapeXml(tag)}</dc:language>`,
    '</cp:coreProperties>',
  ].join('');

export function wordFile(document: WordDocumentOf): Promise<Buffer> {
  const { tag, paper, paragraphs } = document;
  const rightToLeft = isRightToLeftTag(tag);
  const size = pageSizes[paper] ?? pageSizes.a4!;
  const runOf = (
    run: WordParagraph['runs'][number],
    style: WordParagraph['style'],
    bold?: boolean,
  ) => {
    const { text, href, bold: own } = typeof run === 'string' ? { text: run } : run;
    const heading = style !== undefined && style !== 'bullet';
    const shown = new TextRun({
      text,
      bold: own ?? (bold || heading),
      size: sizeOf[style ?? 'text'] * 2,
      rightToLeft,
      ...(href && { style: 'Hyperlink' }),
    });
    return href ? new ExternalHyperlink({ link: href, children: [shown] }) : shown;
  };
  const children = paragraphs.map(
    ({ runs, style, tabbed, bold }) =>
      new Paragraph({
        bidirectional: rightToLeft,
        ...(style && style !== 'bullet' && { heading: headingOf[style] }),
        ...(style === 'bullet' && { numbering: { reference: bulletList, level: 0 } }),
        ...(tabbed && { tabStops: tabStopsFor(runs.length - 1, size.width - 2 * margin) }),
        children: runs.flatMap((run, index) => [
          ...(index > 0 ? [runOf(tabbed ? '\t' : ' ', style)] : []),
          runOf(run, style, bold),
        ]),
      }),
  );
  const language = { value: tag, bidirectional: tag, eastAsia: tag };
  const file = new Document({
    title: document.title,
    creator: document.name,
    subject: document.subject,
    styles: { default: { document: { run: { language } } } },
    numbering: {
      config: [
        {
          reference: bulletList,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { start: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size, margin: { top: margin, bottom: margin, left: margin, right: margin } },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(file, false, [
    { path: 'docProps/core.xml', data: coreProperties(document) },
  ]);
}
