/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { toJsonResume } from '../../../src/buildtime/jsonResume/exportResume';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { largestDocument } from '../../../src/buildtime/resumeDocument/documentFile';
import { ownResumePhoto } from '../../../src/buildtime/resumeDocument/embeddedResume';
import { mostPages } from '../../../src/buildtime/resumeDocument/pdfDocument';
import { checkedFixture } from '../../support/checkedContent';
import { contentImport, newDir } from '../../support/contentImport';
import { drawnResume } from '../../support/drawnResume';
import { plainPdf, textPage } from '../../support/plainPdf';
import { zipFile } from '../../support/zipFile';
import { zipLimits } from '../../../src/buildtime/zipArchive';
import samplePortfolio from '../../../src/content/sample.json';
import arabicPortfolio from '../../fixtures/arabic-owner/portfolio.json';

const noAddress = { siteUrl: null, pageUrl: null };

/** A resume without what the page writes itself: its address, photo address and meta. */
const withoutPageFields = (resume: JsonResume) => {
  const { meta: _meta, ...rest } = structuredClone(resume);
  delete rest.basics?.url;
  delete rest.basics?.image;
  return rest;
};

/** A file of the test's own, in a folder of its own, by name. */
function given(name: string, bytes: Buffer | string): string {
  const file = path.join(newDir(), name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('npm run content:import, given a résumé PDF this project drew', () => {
  it.each([
    ['the sample', 'classic', samplePortfolio],
    ['an Arabic owner, right to left', 'banner', arabicPortfolio],
  ] as const)(
    '%s, in the %s layout: takes the resume.json it carries, whole, in its language',
    (_, layout, raw) => {
      const { pdf, resumeJson, content } = drawnResume(raw, { layout });
      const dir = newDir();
      const run = contentImport(dir, given('resume.pdf', pdf));
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('resume.json');

      const written = JSON.parse(fs.readFileSync(run.content, 'utf8'));
      expect(written.language).toBe(content.language.tag);
      expect(written.unplacedLines).toBeUndefined();
      const imported = checkedFixture(written);
      const exportedAgain = toJsonResume(imported.content, imported.words, noAddress);
      expect(withoutPageFields(exportedAgain)).toEqual(withoutPageFields(JSON.parse(resumeJson)));
    },
  );
});

describe('npm run content:import, given a résumé PDF this project drew, again', () => {
  const photo = samplePortfolio.profile.photo;

  it('keeps the photo the owner has, where the PDF names none (no SITE_URL)', () => {
    const { pdf } = drawnResume(samplePortfolio, { layout: 'classic' });
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'portfolio.json'), JSON.stringify(samplePortfolio));
    const photoFile = path.join(dir, 'public', photo);
    fs.mkdirSync(path.dirname(photoFile), { recursive: true });
    fs.writeFileSync(photoFile, 'the owner’s own photo');

    const run = contentImport(dir, given('resume.pdf', pdf));
    expect(run.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(run.content, 'utf8')).profile.photo).toBe(photo);
    expect(fs.readFileSync(photoFile, 'utf8')).toBe('the owner’s own photo');
  });

  it('finds the photo by the address resume.json gives it, where that file exists', () => {
    const exists = (publicPath: string) => publicPath === photo;
    const name = samplePortfolio.profile.name;
    expect(ownResumePhoto(`https://example.org/portfolio/${photo}`, undefined, name, exists)).toBe(
      photo,
    );
    expect(
      ownResumePhoto('https://example.org/other.png', undefined, name, exists),
    ).toBeUndefined();
    // Another owner's photo is not taken for this one's.
    expect(
      ownResumePhoto(undefined, { name: 'Someone Else', photo }, name, exists),
    ).toBeUndefined();
  });
});

describe('npm run content:import, given a document it cannot read', () => {
  const notAWordFile = 'Robin Example\nrobin@example.org\n';
  const cases: [string, () => string, string][] = [
    [
      'a PDF with no text (a scan)',
      () => given('scan.pdf', plainPdf(['0.5 g 72 400 450 370 re f'])),
      'scan.pdf has no text',
    ],
    [
      'a PDF locked with a password',
      () => path.join(__dirname, '../../fixtures/resume-documents/locked.pdf'),
      'locked.pdf is locked with a password',
    ],
    [
      'a broken PDF',
      () => given('broken.pdf', `%PDF-1.7\n${'\u0000garbage '.repeat(40)}`),
      'broken.pdf is a broken PDF',
    ],
    [
      `a file over ${largestDocument / 1024 / 1024} MB`,
      () => {
        const file = given('big.pdf', '%PDF-1.7\n');
        fs.truncateSync(file, largestDocument + 1);
        return file;
      },
      'big.pdf is 20.0 MB, over the 20.0 MB',
    ],
    [
      `a PDF of more than ${mostPages} pages`,
      () =>
        given(
          'long.pdf',
          plainPdf(
            Array.from({ length: mostPages + 1 }, (_, page) => textPage([`Page ${page + 1}`])),
          ),
        ),
      `long.pdf has ${mostPages + 1} pages, more than the ${mostPages}`,
    ],
    [
      'a .docx that is plain text',
      () => given('resume.docx', notAWordFile),
      'resume.docx is not a Word document (.docx): it is not the ZIP package',
    ],
    [
      'a .docx that is a ZIP of something else',
      () => given('cv.docx', zipFile([{ name: 'notes.txt', data: notAWordFile }])),
      'cv.docx is not a Word document (.docx): the package has no word/document.xml',
    ],
    [
      'a .docx whose text inflates to more than a Word file holds (a ZIP bomb)',
      () =>
        given(
          'bomb.docx',
          zipFile([{ name: 'word/document.xml', data: Buffer.alloc(zipLimits.file + 1, 0x20) }]),
        ),
      `bomb.docx is not a Word document (.docx): word/document.xml inflates to ${Math.ceil((zipLimits.file + 1) / 1024 / 1024)} MB, over the ${zipLimits.file / 1024 / 1024} MB`,
    ],
    [
      'an old Word .doc',
      () =>
        given('cv.doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])),
      'cv.doc is an old Word .doc, or a .docx locked with a password',
    ],
  ];

  it.each(cases)('%s: says so in one line, and writes nothing', (_, file, line) => {
    const dir = newDir();
    const run = contentImport(dir, file());
    expect(run.status).not.toBe(0);
    const problems = run.stderr.trim().split('\n');
    expect(problems[0]).toBe('Nothing imported:');
    expect(problems).toHaveLength(2);
    expect(problems[1]).toContain(line);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('npm run content:import, given a résumé with what the reader cannot place', () => {
  const privateLines = ['Open to relocation', 'Bouldering in Bergen every week'];
  const pdf = plainPdf([
    textPage([
      'Ilse Brandvold',
      'Backend Engineer',
      'ilse@example.org',
      privateLines[0]!,
      'EXPERIENCE',
      'Engineer, Fjordlys AS, 2019 - 2021',
      'EDUCATION',
      'Universitetet i Bergen, 2014 - 2018',
      'CLIMBING',
      privateLines[1]!,
    ]),
  ]);
  const dir = newDir();
  const run = contentImport(dir, given('resume.pdf', pdf));

  it('keeps it in the content for the owner, listed until looked at', () => {
    expect(run.status).toBe(0);
    const { unplacedLines } = JSON.parse(fs.readFileSync(run.content, 'utf8'));
    for (const line of privateLines)
      expect(unplacedLines).toContainEqual(expect.objectContaining({ line }));
  });

  it('publishes none of it: not in resume.json, nor in the content the page is built of', () => {
    const { unplacedLines: _kept, ...written } = JSON.parse(fs.readFileSync(run.content, 'utf8'));
    const imported = checkedFixture(written);
    const published = [
      JSON.stringify(toJsonResume(imported.content, imported.words, noAddress)),
      JSON.stringify(written),
    ];
    for (const text of published)
      for (const line of [...privateLines, 'CLIMBING']) expect(text).not.toContain(line);
    expect(published[0]).toContain('Fjordlys AS');
  });
});
