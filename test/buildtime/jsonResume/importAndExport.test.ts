/** @jest-environment node */
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
import { loadLanguage } from '../../../src/buildtime/languages';
import { findContentProblems, type OwnerContent } from '../../../src/content/schema';
import { fillIn } from '../../../src/i18n/words';
import { checkedFixture } from '../../support/checkedContent';
import otherOwner from '../../fixtures/other-owner.resume.json';
import samplePortfolio from '../../fixtures/sample-portfolio.json';

const noPhotoFiles = () => false;
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

  it('maps every entry into content the schema accepts', () => {
    const { content } = importFixture();
    expect(findContentProblems(content)).toEqual([]);
    expect(content.experience.map((job) => [job.title, job.company, job.start, job.end])).toEqual(
      otherOwner.work.map((job) => [job.position, job.name, job.startDate, job.endDate]),
    );
    expect(content.experience[1]!.bullets).toEqual([otherOwner.work[1]!.summary]);
    expect(content.experience[0]!.tags).toEqual(otherOwner.work[0]!.keywords);
    expect(content.awards).toEqual([]);
    expect(content.about.skillGroups.map((group) => group.name)).toEqual(
      otherOwner.skills.map((skill) => skill.name),
    );
  });

  it('turns courses into units, with a code only where a colon gives one', () => {
    const [degree] = importFixture().content.education;
    expect(degree).toMatchObject({
      id: 'bsc-mathematics-and-statistics', // at most 40 characters, cut between words
      degree: fillIn(english.catalog.degreeInField, {
        degree: otherOwner.education[0]!.studyType,
        field: otherOwner.education[0]!.area,
      }),
      institute: 'University of Leeds',
      start: otherOwner.education[0]!.startDate.slice(0, 4),
      end: otherOwner.education[0]!.endDate.slice(0, 4),
      units: [
        { code: 'MATH2715', name: 'Statistical Methods' },
        { code: 'MATH3714', name: 'Linear Regression and Robustness' },
        { name: 'Research project in time-series forecasting' },
      ],
    });
  });

  it('makes projects with an entity client work, and links by kind', () => {
    const { projects } = importFixture().content;
    expect(projects.map((project) => project.category)).toEqual([
      'forclients',
      'forclients',
      'personal',
      'personal',
      'personal',
    ]);
    expect(projects.map((project) => project.links.map((link) => link.icon))).toEqual([
      ['demo'],
      [],
      ['code'],
      ['video'],
      [],
    ]);
    expect(projects[4]!.description).toEqual(otherOwner.projects[4]!.highlights);
  });

  it('files profiles by network, building a URL from a username, and keeps the others', () => {
    const { profile } = importFixture().content;
    expect(profile.codeHosting).toEqual({
      label: 'GitHub',
      href: 'https://github.com/meilin-okafor',
    });
    expect(profile.professionalNetwork).toEqual({
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/in/meilinokafor',
    });
    expect(profile.videoChannel).toBeUndefined();
    expect(profile.otherProfiles).toEqual([
      { label: 'Mastodon', href: 'https://fosstodon.example/@meilin' },
    ]);
  });

  it('files a profile by the address it has, whatever its network is called, and keeps the others', () => {
    const resume = structuredClone(otherOwner) as JsonResume;
    resume.basics!.profiles = [
      { network: 'gitlab', username: 'meilin' },
      { network: 'My code', url: 'https://codeberg.org/meilin' },
      { network: 'Videos', url: 'https://vimeo.com/meilin' },
    ];
    const { profile } = importFixture(resume).content;
    expect(profile.codeHosting).toEqual({ label: 'GitLab', href: 'https://gitlab.com/meilin' });
    expect(profile.videoChannel).toEqual({ label: 'Vimeo', href: 'https://vimeo.com/meilin' });
    expect(profile.otherProfiles).toEqual([
      { label: 'Codeberg', href: 'https://codeberg.org/meilin' },
    ]);
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

  it('gives a resume the official schema accepts, for the sample and for an import', () => {
    const imported = checkedFixture(importFixture().content);
    expect(
      checkJsonResume(toJsonResume(sample, words, { siteUrl: ownerSite, pageUrl: ownerSite })),
    ).toEqual([]);
    expect(checkJsonResume(toJsonResume(imported.content, imported.words, noAddress))).toEqual([]);
  });

  it('names each profile by its network, so a GitLab link stays GitLab on the page and in the resume', () => {
    const owner = structuredClone(samplePortfolio) as OwnerContent;
    owner.profile.codeHosting = { label: 'Code', href: 'https://gitlab.com/someone' };
    const { content, words: ownerWords } = checkedFixture(owner);
    expect(content.profile.codeHosting?.mark).toBe('gitlab');
    expect(toJsonResume(content, ownerWords, noAddress).basics?.profiles).toContainEqual({
      network: 'GitLab',
      username: 'someone',
      url: 'https://gitlab.com/someone',
    });
  });

  it('keeps a GitLab profile GitLab through an import and an export', () => {
    const resume = structuredClone(otherOwner) as JsonResume;
    resume.basics!.profiles = [{ network: 'GitLab', url: 'https://gitlab.com/meilin' }];
    const imported = checkedFixture(importFixture(resume).content);
    expect(toJsonResume(imported.content, imported.words, noAddress).basics?.profiles).toEqual([
      { network: 'GitLab', username: 'meilin', url: 'https://gitlab.com/meilin' },
    ]);
  });

  it('keeps every entry and the language through an import of its own output', () => {
    const exported = toJsonResume(sample, words, noAddress);
    expect(exported.meta?.language).toBe(sample.language.tag);
    const again = fromJsonResume(exported, noPhotoFiles, inEnglish);
    if ('problems' in again) throw new Error(again.problems.join('\n'));
    const titles = (content: Omit<OwnerContent, 'language'>) => ({
      experience: content.experience.map((entry) => [
        entry.title,
        entry.company,
        entry.start,
        entry.end,
      ]),
      awards: content.awards.map((entry) => entry.organiser),
      education: content.education.map((entry) => [entry.degree, entry.institute, entry.units]),
      projects: content.projects.map((entry) => [entry.title, entry.category, entry.description]),
      skills: content.about.skillGroups.map((group) => [group.name, group.skills]),
    });
    expect(titles(again.content)).toEqual(titles(sample));
  });
});

describe('writing an import', () => {
  it('replaces the content, writes its images and removes those only the previous content named', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-import-'));
    const publicDir = path.join(root, 'public');
    const contentFile = path.join(root, 'portfolio.json');
    fs.writeFileSync(contentFile, JSON.stringify(samplePortfolio));
    for (const image of [samplePortfolio.profile.photo, samplePortfolio.projects[0]!.image]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, image)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, image), '<svg/>');
    }
    const imported = importFixture();

    const { removed } = await writeImportedContent(imported, { contentFile, publicDir });

    expect(removed).toEqual([samplePortfolio.projects[0]!.image]);
    expect(JSON.parse(fs.readFileSync(contentFile, 'utf8'))).toEqual(imported.content);
    for (const [image, svg] of Object.entries(imported.images)) {
      expect(fs.readFileSync(path.join(publicDir, image), 'utf8')).toBe(svg);
    }
  });
});
