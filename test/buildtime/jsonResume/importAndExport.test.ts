/** @jest-environment node */
import type { OwnerResume } from '../../../src/content/ownerContent';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkJsonResume,
  fromJsonResume,
  writeImportedContent,
  type ImportedContent,
} from '../../../src/buildtime/jsonResume/importResume';
import type { JsonResume } from '../../../src/buildtime/jsonResume/format';
import { toJsonResume } from '../../../src/buildtime/jsonResume/exportResume';
import { loadLanguage } from '../../../src/buildtime/content/languages';
import { lookOf } from '../../../src/buildtime/look/look';
import { placeholderSvg } from '../../../src/buildtime/documents/placeholderImages';
import { findContentProblems } from '../../../src/buildtime/content/schema';
import { jsonSchemaPath } from '../../../src/buildtime/content/jsonSchema';
import { checkedFixture } from '../../support/checkedContent';
import otherOwner from '../../fixtures/other-owner.resume.json';
import fullResume from '../../fixtures/full-resume/resume.json';
import fullResumeGerman from '../../fixtures/full-resume/resume.de.json';
import samplePortfolio from '../../../src/content/sample.json';

const noPhotoFiles = () => false;
const schemaPackage = path.dirname(require.resolve('@jsonresume/schema/package.json'));
const english = loadLanguage('en');
if ('problems' in english) throw new Error(english.problems.join('\n'));
const inEnglish = { tag: 'en', catalog: english.catalog };

function importFixture(resume: JsonResume = otherOwner): ImportedContent {
  const imported = fromJsonResume(resume, noPhotoFiles, inEnglish);
  if ('problems' in imported) throw new Error(imported.problems.join('\n'));
  return imported;
}

describe('reading a JSON Resume', () => {
  it('accepts a valid one, and names the path and field of what the official schema refuses', () => {
    expect(checkJsonResume(otherOwner)).toEqual([]);
    const broken = structuredClone(otherOwner) as JsonResume;
    broken.work![1]!.startDate = 'Sept 2019';
    expect(checkJsonResume(broken)).toEqual([
      'work[1].startDate: must be a date such as 2023, 2023-04 or 2023-04-29',
    ]);
  });

  it('maps every entry into content the schema accepts, dates as written', () => {
    const { content } = importFixture();
    expect(findContentProblems(content)).toEqual([]);
    expect(content.experience.map((job) => [job.title, job.company, job.start, job.end])).toEqual(
      otherOwner.work.map((job) => [job.position, job.name, job.startDate, job.endDate]),
    );
    expect(content.experience[1]!.summary).toEqual(otherOwner.work[1]!.summary);
    expect(content.experience[0]!.tags).toEqual(otherOwner.work[0]!.keywords);
    expect(content.education[0]).toMatchObject({
      degree: otherOwner.education[0]!.studyType,
      area: otherOwner.education[0]!.area,
      start: otherOwner.education[0]!.startDate,
    });
  });

  it('turns courses into units, with a code only where a colon gives one', () => {
    const [degree] = importFixture().content.education;
    expect(degree!.units).toEqual([
      { code: 'MATH2715', name: 'Statistical Methods' },
      { code: 'MATH3714', name: 'Linear Regression and Robustness' },
      { name: 'Research project in time-series forecasting' },
    ]);
  });

  it('files profiles on the page by address, whatever the network is called', () => {
    const resume = structuredClone(otherOwner) as JsonResume;
    resume.basics!.profiles = [
      { network: 'Videos', url: 'https://vimeo.com/meilin' },
      { network: 'gitlab', username: 'meilin' },
      { network: 'My code', url: 'https://codeberg.org/meilin' },
    ];
    const { profile } = checkedFixture(importFixture(resume).content).content;
    expect(profile.codeHosting).toEqual({
      label: 'gitlab',
      href: 'https://gitlab.com/meilin',
      mark: 'gitlab',
    });
    expect(profile.videoChannel).toEqual({
      label: 'Videos',
      href: 'https://vimeo.com/meilin',
      mark: 'vimeo',
    });
    expect(profile.otherProfiles).toEqual([
      { label: 'My code', href: 'https://codeberg.org/meilin', mark: 'codeberg' },
    ]);
  });

  it('names each field outside JSON Resume, and what it did with an empty one', () => {
    const { defaulted, content } = importFixture(fullResume as JsonResume);
    expect(defaulted).toEqual(
      expect.arrayContaining([
        "basics.pronouns: outside JSON Resume's schema, so kept for resume.json but not shown",
        "x-portfolio-note: outside JSON Resume's schema, so kept for resume.json but not shown",
        expect.stringMatching(/^basics\.url: /),
        expect.stringMatching(/^meta: /),
      ]),
    );
    expect(content.profile.extra).toEqual({ pronouns: 'she/her' });
  });

  it('draws what JSON Resume has no field for, and says so', () => {
    const { content, images, defaulted } = importFixture();
    expect(Object.keys(images).sort()).toEqual(
      [
        content.profile.photo,
        ...[content.experience, content.education, content.projects].flatMap((entries) =>
          entries.map((entry) => entry.image),
        ),
      ].sort(),
    );
    expect(images[content.profile.photo]).toContain('>MO</text>');
    expect(content.profile.tagline).toBe('I design data platforms that analysts trust.');
    expect(defaulted).toContainEqual(
      expect.stringMatching(/^profile\.photo: .* is not a file under public\//),
    );
    expect(defaulted).toContainEqual(expect.stringMatching(/^profile\.tagline: /));
  });

  it("keeps the current content's style, sources, résumé settings and analytics, and draws the images in its look", () => {
    const style = { accent: '#7c3aed', font: 'monospace', corners: 'square' } as const;
    const sources = { github: 'octocat', feeds: ['https://dev.to/feed/octocat'], posts: 3 };
    const analytics = { provider: 'plausible', site: 'octocat.example' } as const;
    const firstJob = fromJsonResume(otherOwner, noPhotoFiles, inEnglish);
    if ('problems' in firstJob) throw new Error(firstJob.problems.join('\n'));
    const importedId = firstJob.content.experience![0]!.id;
    const resume: OwnerResume = {
      layout: 'compact',
      pages: 1,
      paper: 'a4',
      photo: false,
      leaveOut: [importedId, 'a-job-of-the-old-content'],
    };
    const imported = fromJsonResume(otherOwner, noPhotoFiles, {
      ...inEnglish,
      kept: { style, sources, resume, analytics },
    });
    if ('problems' in imported) throw new Error(imported.problems.join('\n'));
    expect(imported.content.analytics).toEqual(analytics);
    expect(imported.content.style).toEqual(style);
    expect(imported.content.sources).toEqual(sources);
    expect(imported.content.resume).toEqual({ ...resume, leaveOut: [importedId] });
    expect(imported.defaulted).toContainEqual(
      expect.stringMatching(/^resume\.leaveOut: a-job-of-the-old-content named no imported entry/),
    );
    expect(imported.images[imported.content.profile.photo]).toBe(
      placeholderSvg(
        { kind: 'portrait', text: imported.content.profile.name, language: 'en' },
        lookOf(style),
      ),
    );
  });

  it('takes the first sentence as the tagline, ended by a full-width stop too', () => {
    const resume = structuredClone(otherOwner) as JsonResume;
    resume.basics!.summary = '我构建稳定运行的支付系统。八年的经验。';
    expect(importFixture(resume).content.profile.tagline).toBe('我构建稳定运行的支付系统。');
  });

  it('refuses a resume without the name or the email the page needs', () => {
    expect(fromJsonResume({ basics: { name: 'Ada' } }, noPhotoFiles, inEnglish)).toEqual({
      problems: [expect.stringMatching(/^basics\.email: is missing/)],
    });
  });
});

describe('writing the content as a JSON Resume', () => {
  const { content: sample, words } = checkedFixture();
  const ownerSite = 'https://owner.example/';
  const noAddress = { siteUrl: null, pageUrl: null };

  /** The resume as the export gives it back: without what the page writes itself. */
  const withoutPageFields = (resume: JsonResume) => {
    const { meta: _meta, ...rest } = structuredClone(resume);
    if (rest.basics) {
      delete rest.basics.url;
      delete rest.basics.image;
    }
    return rest;
  };
  /** The export of an import whose owner publishes the phone number and address it brings. */
  const exportOfImport = (resume: JsonResume, language = inEnglish, published = true) => {
    const imported = fromJsonResume(resume, noPhotoFiles, language);
    if ('problems' in imported) throw new Error(imported.problems.join('\n'));
    const { profile } = imported.content;
    if (published) Object.assign(profile, { showPhone: true, showAddress: true });
    const { content, words: importedWords } = checkedFixture(imported.content);
    return toJsonResume(content, importedWords, noAddress);
  };

  const schemaExamples = fs
    .readdirSync(path.join(schemaPackage, 'examples'))
    .map((name) => path.join('examples', name));
  it.each(['sample.resume.json', ...schemaExamples])(
    'gives back every field of @jsonresume/schema %s, with the same value, each entry’s fields in the same order',
    (file) => {
      const resume = JSON.parse(fs.readFileSync(path.join(schemaPackage, file), 'utf8'));
      const exported = withoutPageFields(exportOfImport(resume));
      expect(exported).toEqual(withoutPageFields(resume));
      // The sections come in the schema's order; what is in each keeps its own.
      const fieldOrder = (sections: Record<string, unknown>) =>
        JSON.stringify(Object.entries(sections).sort(), (_key, value: unknown) =>
          value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : value,
        );
      expect(fieldOrder(exported)).toBe(fieldOrder(withoutPageFields(resume)));
    },
  );

  it.each([
    ['en', fullResume],
    ['de', fullResumeGerman],
  ])('gives back a resume with every section and fields outside the schema (%s)', (tag, resume) => {
    const language = loadLanguage(tag);
    if ('problems' in language) throw new Error(language.problems.join('\n'));
    const exported = exportOfImport(resume as JsonResume, { tag, catalog: language.catalog });
    expect(withoutPageFields(exported)).toEqual(withoutPageFields(resume as JsonResume));
    expect(exported.meta?.language).toBe(tag);
  });

  it('publishes the phone number, street address and postal code only where the owner shows them', () => {
    const { phone, location } = fullResume.basics;
    const { address: _address, postalCode: _postalCode, ...place } = location;
    const basicsOf = (published: boolean) =>
      exportOfImport(fullResume as JsonResume, inEnglish, published)
        .basics as typeof fullResume.basics;
    expect(basicsOf(false).phone).toBeUndefined();
    expect(basicsOf(false).location).toEqual(place);
    expect([basicsOf(true).phone, basicsOf(true).location]).toEqual([phone, location]);
  });

  it('gives a resume the official schema accepts, for the sample and for an import', () => {
    const imported = checkedFixture(importFixture().content);
    expect(
      checkJsonResume(toJsonResume(sample, words, { siteUrl: ownerSite, pageUrl: ownerSite })),
    ).toEqual([]);
    expect(checkJsonResume(toJsonResume(imported.content, imported.words, noAddress))).toEqual([]);
  });

  it('keeps a GitLab profile GitLab through an import and an export', () => {
    const resume = structuredClone(otherOwner) as JsonResume;
    resume.basics!.profiles = [{ network: 'GitLab', url: 'https://gitlab.com/meilin' }];
    expect(exportOfImport(resume).basics?.profiles).toEqual([
      { network: 'GitLab', url: 'https://gitlab.com/meilin' },
    ]);
  });

  it.each(['en', 'de'])(
    'files a project by what it was, from its entity and type, and keeps it through an export (%s)',
    (tag) => {
      const language = loadLanguage(tag);
      if ('problems' in language) throw new Error(language.problems.join('\n'));
      const { catalog } = language;
      const resume = structuredClone(otherOwner) as JsonResume;
      const employer = resume.work![0]!.name!;
      // JSON Resume's `type`, which its schema names and its types leave out.
      (resume as { projects: Record<string, string>[] }).projects = [
        { name: 'At the employer', entity: ` ${employer.toUpperCase()} ` },
        { name: 'For a client', entity: 'Port of Kotka' },
        { name: 'Open source', type: 'open-source library' },
        { name: 'Open source, in the catalog’s words', type: catalog.filterOpenSource },
        { name: 'Our own', type: 'application' },
        { name: 'Named by the catalog’s word', entity: catalog.employerEntity },
      ];
      const categories = (imported: ReturnType<typeof importFixture>) =>
        imported.content.projects.map(({ category }) => category);
      const kinds = ['employer', 'forclients', 'opensource', 'opensource', 'personal', 'employer'];
      const imported = fromJsonResume(resume, noPhotoFiles, { tag, catalog });
      if ('problems' in imported) throw new Error(imported.problems.join('\n'));
      expect(categories(imported)).toEqual(kinds);

      // Chosen by the owner with nothing to say it, the kind is written for the next import.
      const chosen = checkedFixture({
        ...imported.content,
        projects: imported.content.projects.map(
          ({ entity: _entity, type: _type, ...project }) => project,
        ),
      });
      const exported = toJsonResume(chosen.content, chosen.words, noAddress);
      const again = fromJsonResume(exported, noPhotoFiles, { tag, catalog });
      if ('problems' in again) throw new Error(again.problems.join('\n'));
      expect(categories(again)).toEqual(kinds);
    },
  );

  it('keeps every entry and the language through an import of its own output', () => {
    const exported = toJsonResume(sample, words, noAddress);
    expect(exported.meta?.language).toBe(sample.language.tag);
    expect(withoutPageFields(exportOfImport(exported))).toEqual(withoutPageFields(exported));
  });
});

describe('writing an import', () => {
  it('replaces the content (with the line that names its JSON Schema), writes its images and removes the drawn ones only the previous content named', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-import-'));
    const publicDir = path.join(root, 'public');
    const contentFile = path.join(root, 'portfolio.json');
    fs.writeFileSync(contentFile, JSON.stringify(samplePortfolio));
    for (const image of [samplePortfolio.profile.photo, samplePortfolio.projects[0]!.image]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, image)), { recursive: true });
      const drawn = placeholderSvg({ kind: 'banner', text: image }, lookOf());
      fs.writeFileSync(path.join(publicDir, image), drawn);
    }
    const imported = importFixture();

    const { removed } = await writeImportedContent(imported, { contentFile, publicDir });

    expect(removed).toEqual([samplePortfolio.projects[0]!.image]);
    const { $schema, ...written } = JSON.parse(fs.readFileSync(contentFile, 'utf8'));
    expect(written).toEqual(imported.content);
    expect(path.resolve(root, $schema)).toBe(jsonSchemaPath('content'));
    for (const [image, svg] of Object.entries(imported.images)) {
      expect(fs.readFileSync(path.join(publicDir, image), 'utf8')).toBe(svg);
    }
  });
});
