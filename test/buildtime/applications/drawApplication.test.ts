/** @jest-environment node */
import { drawApplication } from '../../../src/buildtime/applications/drawApplication';
import type { Application } from '../../../src/buildtime/applications/applicationFile';
import { formattingLocale } from '../../../src/buildtime/content/languages';
import { resumeTexts } from '../../../src/buildtime/documents/resumeData';
import { listSectionKeys } from '../../../src/content/declarations';
import { fillIn } from '../../../src/i18n/words';
import { readPdf } from '../../support/pdfReader';
import { pdfJsLines, readingOf } from '../../support/textLayerReading';
import arabicOwner from '../../fixtures/arabic-owner/portfolio.json';
import germanTranslation from '../../fixtures/arabic-owner/portfolio.de.json';
import {
  catalogOf,
  contentFile,
  germanLetter as letter,
} from '../../support/arabicOwnerApplication';

const drawn = (application: Application) => {
  const made = drawApplication(contentFile, application);
  if ('problems' in made) throw new Error(made.problems.join('\n'));
  return made;
};

describe("an application's documents", () => {
  it("are a résumé and a one-page letter in the translation's language, named in its words, PDF/UA-1", async () => {
    const german = catalogOf('de');
    const { files } = drawn({ language: 'de', letter });
    const shownName = germanTranslation.profile.name;
    const name = shownName.replace(/\s+/g, '-');
    expect(Object.keys(files).sort()).toEqual(
      [`${name}-${german.coverLetter}.pdf`, `${name}-${german.resume}.pdf`].sort(),
    );
    const read = await readPdf(files[`${name}-${german.coverLetter}.pdf`]!);
    expect(read.uaPart).toBe('1');
    expect(read.language?.split('-')[0]).toBe('de');
    expect(read.title).toBe(fillIn(german.coverLetterTitle, { name: shownName }));
    expect(new Set(read.runs.map((run) => run.page))).toEqual(new Set([1]));
    const text = read.runs.map((run) => run.text).join(' ');
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-25T12:00:00Z'),
    );
    for (const part of [day, letter.subject, letter.greeting, letter.closing, ...letter.to])
      expect(text).toContain(part);
    expect(read.tagged.filter(({ role }) => role === 'H2').map(({ text }) => text)).toEqual([
      letter.subject,
    ]);
  });

  it('is written in the content’s own language unless told, right to left too, and read in the order written', async () => {
    const arabicLetter = {
      to: ['قسم الموارد البشرية', 'شركة نورفيك للبيانات'],
      date: '2026-11-25',
      subject: 'طلب وظيفة مطوّرة واجهات أمامية',
      greeting: 'السادة الأفاضل،',
      body: ['قرأت إعلانكم باهتمام، وأودّ أن أنضم إلى فريقكم في الأردن لأطوّر واجهات React سريعة.'],
      closing: 'مع خالص التحية',
    };
    const { files, resume } = drawn({ letter: arabicLetter });
    const arabic = catalogOf(arabicOwner.language);
    const pdf =
      files[
        `${arabicOwner.profile.name.replace(/\s+/g, '-')}-${arabic.coverLetter.replace(/\s+/g, '-')}.pdf`
      ]!;
    const read = await readPdf(pdf);
    expect(read.language?.split('-')[0]).toBe('ar');
    const { subject, greeting, closing, to, body } = arabicLetter;
    const day = new Intl.DateTimeFormat(formattingLocale('ar'), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date('2026-11-25T12:00:00Z'));
    const shortTexts = [arabicOwner.profile.name, subject, greeting, closing, ...to];
    const reading = readingOf(await pdfJsLines(pdf), {
      texts: [...shortTexts, ...body, day, ...resumeTexts(resume.drawn).map(({ text }) => text)],
      shortTexts,
      tag: 'ar',
    });
    expect(reading.misread).toEqual([]);
    expect(reading.outOfOrder).toEqual([]);
  });

  it('takes a regional tag of a site language, whose dates and paper it follows', async () => {
    const { files } = drawn({ language: 'en-GB', letter: { ...letter, to: ['Nordvik'] } });
    const pdfs = await Promise.all(Object.values(files).map((pdf) => readPdf(pdf)));
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(pdfs.some((read) => read.runs.some((run) => run.text.includes(day)))).toBe(true);
    // A4, in millimetres.
    for (const read of pdfs)
      expect(read.size.map((side) => Math.round((side / 72) * 25.4))).toEqual([210, 297]);
  });

  it('refuses a letter longer than its page, saying by how much, and a language the site lacks', () => {
    const long = { ...letter, body: Array.from({ length: 40 }, () => letter.body[0]!.repeat(3)) };
    expect(drawApplication(contentFile, { letter: long })).toEqual({
      problems: [
        expect.stringMatching(
          /^letter: runs over its one page by \d+ mm, about \d+ lines: shorten its body$/,
        ),
      ],
    });
    expect(drawApplication(contentFile, { language: 'fr' })).toEqual({
      problems: [expect.stringMatching(/^language: "fr" is none of your site's languages \(ar, /)],
    });
  });
});

describe("an application's résumé, headed", () => {
  it('shows the application’s title and summary, and not the site’s tagline beside them', async () => {
    const site = drawn({}).resume.drawn;
    expect(site.tagline).not.toBe('');
    const summary = 'Frontend engineer for Nordvik.';
    const { resume } = drawn({ resume: { title: 'Frontend Engineer', summary } });
    expect(resume.drawn).toMatchObject({ jobTitle: 'Frontend Engineer', tagline: '' });
    const text = (await readPdf(resume.pdf)).runs.map((run) => run.text).join(' ');
    expect(text).toContain(summary);
    expect(text).not.toContain(site.tagline);
  });
});

describe("an application's résumé, carried", () => {
  it('carries the resume.json of the content it was drawn from: its language, title and summary', async () => {
    const summary = 'Frontend engineer for Nordvik.';
    const { resume } = drawn({ language: 'de', resume: { title: 'Frontend Engineer', summary } });
    const { attachments } = await readPdf(resume.pdf);
    expect(Object.keys(attachments)).toEqual(['resume.json']);
    const carried = JSON.parse(attachments['resume.json']!);
    expect(carried.meta.language).toBe('de');
    expect(carried.basics).toMatchObject({
      name: germanTranslation.profile.name,
      label: 'Frontend Engineer',
      summary,
    });
  });
});

describe("an application's résumé, fitted", () => {
  it('fits the pages it asks for, naming each part left out', async () => {
    const whole = drawn({});
    const fitted = drawn({ resume: { pages: 1, layout: 'compact' } });
    const pagesOf = async (files: Record<string, Buffer>) =>
      (await readPdf(Object.values(files)[0]!)).pages;
    expect(await pagesOf(whole.files)).toBeGreaterThan(1);
    expect(await pagesOf(fitted.files)).toBe(1);
    expect(fitted.lines.length).toBeGreaterThan(0);
    for (const line of fitted.lines) expect(line).toMatch(/^leaves out .* to fit in 1 page/);
  });
});

describe("an application's résumé, fitted to a posting", () => {
  it('keeps the latest degree, though the posting asks nothing of it', () => {
    const [latest, earlier] = arabicOwner.education;
    expect(earlier).toBeDefined();
    const entriesOf = arabicOwner as unknown as Partial<Record<string, { id: string }[]>>;
    // Every other entry kept, so that the degrees are what the page has room to leave out.
    const keep = listSectionKeys
      .filter((key) => key !== 'education')
      .flatMap((key) => (entriesOf[key] ?? []).map(({ id }) => id));
    const { resume } = drawn({
      posting: 'Requirements: TypeScript, React, PostgreSQL and Next.js in production.',
      resume: { pages: 1, layout: 'classic', keep },
    });
    const education = resume.drawn.sections.find(({ key }) => key === 'education');
    expect(education?.entries).toEqual([expect.objectContaining({ id: latest!.id, units: [] })]);
  });
});
