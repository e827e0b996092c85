/** @jest-environment node */
/**
 * A Word file's lines, from packages the test writes itself: what the corpus's Word files (written
 * by one tool, in English style names) do not show.
 */
import { docxLines } from '../../../src/buildtime/resumeDocument/docxLines';
import { zipFile } from '../../support/zipFile';

const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationshipType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationships = (list: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list}</Relationships>`;

/** A .docx of this body, with these styles and these links (relationship id → address). */
function wordFile(body: string, { styles = '', links = {} as Record<string, string> } = {}) {
  const linkRelationships = Object.entries(links)
    .map(
      ([id, address]) =>
        `<Relationship Id="${id}" Type="${relationshipType}/hyperlink" Target="${address}" TargetMode="External"/>`,
    )
    .join('');
  return zipFile([
    {
      name: '_rels/.rels',
      data: relationships(
        `<Relationship Id="rId1" Type="${relationshipType}/officeDocument" Target="word/document.xml"/>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}" xmlns:r="${r}"><w:body>${body}</w:body></w:document>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: relationships(
        `<Relationship Id="rIdStyles" Type="${relationshipType}/styles" Target="styles.xml"/>${linkRelationships}`,
      ),
    },
    {
      name: 'word/styles.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${w}">${styles}</w:styles>`,
      stored: true,
    },
  ]);
}

const run = (text: string, properties = '') =>
  `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (content: string, properties = '') =>
  `<w:p>${properties && `<w:pPr>${properties}</w:pPr>`}${content}</w:p>`;

describe('a Word file read as lines', () => {
  it('knows a heading by the outline level of a style named in another language', async () => {
    // Word in Dutch names its first heading style "Kop 1"; its id is what the document uses.
    const styles =
      '<w:style w:type="paragraph" w:styleId="Kop1"><w:name w:val="kop 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Functie"><w:name w:val="Functie"/><w:basedOn w:val="Kop1"/><w:rPr><w:b/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Plattetekst"><w:name w:val="Plattetekst"/><w:pPr><w:outlineLvl w:val="9"/></w:pPr></w:style>';
    const lines = await docxLines(
      wordFile(
        paragraph(run('Werkervaring'), '<w:pStyle w:val="Kop1"/>') +
          paragraph(run('Ontwikkelaar'), '<w:pStyle w:val="Functie"/>') +
          paragraph(run('Bouwde een planner'), '<w:pStyle w:val="Plattetekst"/>'),
        { styles },
      ),
    );
    expect(lines.map(({ text, heading, bold }) => ({ text, heading, bold }))).toEqual([
      { text: 'Werkervaring', heading: true, bold: false },
      { text: 'Ontwikkelaar', heading: true, bold: true },
      { text: 'Bouwde een planner', heading: undefined, bold: false },
    ]);
  });

  it('leaves out deleted text and field instructions, and reads inserted and controlled text', async () => {
    const lines = await docxLines(
      wordFile(
        paragraph(
          run('Led a team of ') +
            '<w:del w:id="1" w:author="A"><w:r><w:delText>three</w:delText></w:r></w:del>' +
            '<w:ins w:id="2" w:author="A">' +
            run('five') +
            '</w:ins>' +
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r>' +
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
            run(' engineers') +
            '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ) +
          '<w:sdt><w:sdtPr/><w:sdtContent>' +
          paragraph(run('Ada Lindqvist')) +
          '</w:sdtContent></w:sdt>',
      ),
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Led a team of five engineers',
      'Ada Lindqvist',
    ]);
  });

  it('keeps the addresses of hyperlinks, by relationship and by field', async () => {
    const lines = await docxLines(
      wordFile(
        paragraph(
          `<w:hyperlink r:id="rIdGit">${run('GitHub')}</w:hyperlink>` +
            run(' · ') +
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
            '<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.net/ada" </w:instrText></w:r>' +
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
            run('Website') +
            '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
        ),
        { links: { rIdGit: 'https://github.com/alindqvist' } },
      ),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        text: 'GitHub · Website',
        links: ['https://github.com/alindqvist', 'https://example.net/ada'],
      }),
    ]);
  });

  it('parts cells at tabs and lines at breaks, and reads a table row as one line of cells', async () => {
    const cell = (text: string) => `<w:tc>${paragraph(run(text))}</w:tc>`;
    const lines = await docxLines(
      wordFile(
        paragraph(
          run('Engineer') +
            '<w:r><w:tab/></w:r>' +
            run('2019 – 2023', '<w:b/>') +
            '<w:r><w:br/></w:r>' +
            run('Oslo'),
          '<w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs>',
        ) + `<w:tbl><w:tr>${cell('Norwegian')}${cell('Native')}</w:tr></w:tbl>`,
      ),
    );
    expect(lines.map(({ text, cells, bold }) => ({ text, cells, bold }))).toEqual([
      { text: 'Engineer 2019 – 2023', cells: ['Engineer', '2019 – 2023'], bold: false },
      { text: 'Oslo', cells: ['Oslo'], bold: false },
      { text: 'Norwegian Native', cells: ['Norwegian', 'Native'], bold: false },
    ]);
  });
});
