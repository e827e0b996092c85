/** @jest-environment node */
/**
 * The résumé's Word file, written from the data its PDF is drawn from for people of the test's own
 * (imported as `npm run content:import` imports a JSON Resume), read back by the project's own
 * import of a .docx: every field it shows, and nothing else, in its language and direction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readZip } from '../../../../src/buildtime/zipArchive';
import { resumeData } from '../../../../src/buildtime/documents/resumeData';
import { resumeWordFile } from '../../../../src/buildtime/documents/word/documentFiles';
import { checkedFixture, importedContent } from '../../../support/checkedContent';
import { readBack } from '../../../support/documentScore';

const people = path.join(__dirname, '../../../fixtures/resume-documents/people');
const personOf = (tag: string) =>
  JSON.parse(fs.readFileSync(path.join(people, `${tag}.json`), 'utf8')) as Record<string, unknown>;

const wordOf = async (tag: string) => {
  const person = personOf(tag);
  const { content, words } = checkedFixture(importedContent(person, tag));
  const data = resumeData(content, words);
  return { person, data, docx: await resumeWordFile(data, content.language.tag) };
};

const partOf = (docx: Buffer, part: string) => {
  const read = readZip(docx, (name) => name === part);
  if ('problem' in read) throw new Error(read.problem);
  return read.files.get(part)!.toString('utf8');
};

// Arabic, Chinese and Japanese are left out: the import does not yet read their places and degrees
// apart, in any document (a PDF's neither).
describe.each(['en', 'de', 'es', 'he'])('the Word résumé of a person in %s', (tag) => {
  it('reads back every field it shows, and nothing else', async () => {
    const { person, docx } = await wordOf(tag);
    const { fields, madeUp, read } = await readBack(docx, 'docx', person);
    expect(fields.filter((field) => !field.right)).toEqual([]);
    expect(fields.length).toBeGreaterThan(35);
    expect(madeUp).toEqual([]);
    expect(read.language).toBe(tag);
  }, 60_000);
});

describe('the Word résumé of a person in Hebrew', () => {
  it('is right to left, with Word’s headings, a numbered list, and the owner in its properties', async () => {
    const { person, data, docx } = await wordOf('he');
    const document = partOf(docx, 'word/document.xml');
    const paragraphs = document.match(/<w:p>|<w:p /g) ?? [];
    expect(document.match(/<w:bidi\/>/g)).toHaveLength(paragraphs.length);
    const styles = [...document.matchAll(/<w:pStyle w:val="(\w+)"\/>/g)].map((found) => found[1]);
    const sections = data.sections.length;
    expect(styles.filter((style) => style === 'Title')).toHaveLength(1);
    expect(styles.filter((style) => style === 'Heading1')).toHaveLength(sections);
    const entries = data.sections.flatMap((section) => section.entries ?? []);
    expect(styles.filter((style) => style === 'Heading2')).toHaveLength(entries.length);
    const bullets = entries.flatMap((entry) => entry.bullets);
    expect(document.match(/<w:numId w:val="\d+"\/>/g)).toHaveLength(bullets.length);
    const core = partOf(docx, 'docProps/core.xml');
    const basics = person.basics as { name: string; label: string };
    expect(core).toContain(`<dc:creator>${basics.name}</dc:creator>`);
    expect(core).toContain(`<dc:subject>${basics.label}</dc:subject>`);
    expect(core).toContain(`<dc:title>${data.title}</dc:title>`);
    expect(core).toContain('<dc:language>he</dc:language>');
  });
});
