import fs from 'node:fs';
import path from 'node:path';
import { validate } from '@jsonresume/schema';
import {
  aboutFields,
  imageSections,
  listSectionKeys,
  listSections,
  profileFields,
  type ListSectionKey,
} from '../../content/declarations';
import { degreeHeading } from '../../content/entryViews';
import { networkOf } from '../../content/profileNetworks';
import type { OwnerContent, OwnerContentFile } from '../../content/schema';
import { fillIn, type Catalog, type WordKey } from '../../i18n/words';
import { isWebAddress } from '../../lib/webAddress';
import { readFields } from './fieldMapping';
import { courseUnit, type JsonResume } from './format';
import { bannerSvg, logoSvg, portraitSvg } from '../placeholderImages';

export interface ImportedContent {
  content: OwnerContent;
  /** SVG files to write under public/, by path. */
  images: Record<string, string>;
  /** What JSON Resume had no field for, and what this import chose instead. */
  defaulted: string[];
}

/** Problems with a JSON Resume against the official schema, naming the path and the field. */
export function checkJsonResume(resume: unknown): string[] {
  let problems: string[] = [];
  validate(resume, (errors) => {
    problems = (errors ?? []).map((error) => {
      const where = error.property.replace(/^instance\.?/, '') || 'the resume';
      const message = error.message.includes('does not match pattern "^([1-2][0-9]{3}')
        ? 'must be a date such as 2023, 2023-04 or 2023-04-29'
        : error.message;
      return `${where}: ${message}`;
    });
  });
  return problems;
}

/** Lower-case letters, digits and dashes, unique within `taken`. */
function uniqueId(text: string, fallback: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(.{1,40})(-.*)?$/, '$1') // at most 40 characters, cut between words
      .slice(0, 40) || fallback;
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  taken.add(id);
  return id;
}

/** What a project link is, by the network its address belongs to. */
function linkKind(href: string) {
  const slot = networkOf(href)?.slot;
  if (slot === 'codeHosting') return { word: 'linkCode', icon: 'code' } as const;
  if (slot === 'videoChannel') return { word: 'linkVideo', icon: 'video' } as const;
  return { word: 'linkWebsite', icon: 'demo' } as const;
}

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

type Resume = Record<string, unknown>;
type Entries<K extends ListSectionKey> = OwnerContent[K];
/**
 * The owner's content from a JSON Resume that passed `checkJsonResume`, written in the language
 * `tag`, whose catalog gives the words the import writes (link texts, the photo's alternative
 * text, names for what the resume leaves empty). `photoExists` answers for a basics.image that
 * names a file under public/. Every field has a place (src/content/declarations.ts); what JSON
 * Resume's schema does not have is kept for the export, and each is named in `defaulted`.
 */
export function fromJsonResume(
  resume: JsonResume,
  photoExists: (publicPath: string) => boolean,
  { tag, catalog }: { tag: string; catalog: Catalog },
): ImportedContent | { problems: string[] } {
  const word = (
    key: Exclude<WordKey, 'charactersLeft'>,
    values: Record<string, string | number> = {},
  ) => fillIn(catalog[key], values);
  const basics = (resume.basics ?? {}) as Resume;
  const missing = (['name', 'email'] as const).filter(
    (field) => !(basics[field] as string)?.trim(),
  );
  if (missing.length > 0) {
    return {
      problems: missing.map(
        (field) =>
          `basics.${field}: is missing; the page needs it (${field === 'name' ? 'its heading' : "the footer's mail link"})`,
      ),
    };
  }
  const images: Record<string, string> = {};
  const defaulted: string[] = [];
  const image = (folder: string, id: string, svg: string) => {
    const path = `images/${folder}/${id}.svg`;
    images[path] = svg;
    return path;
  };
  /** A text the page needs and the resume leaves empty: the catalog's word, and a line saying so. */
  const needed = (value: unknown, where: string, fallback: string) => {
    if (typeof value === 'string' && value.trim()) return value;
    defaulted.push(`${where}: empty, so "${fallback}" (resume.json will have it)`);
    return fallback;
  };
  if (basics.url) defaulted.push("basics.url: resume.json gives the page's own address instead");
  if (resume.meta)
    defaulted.push(
      'meta: resume.json writes its own (the canonical address, the version, the language)',
    );

  // The photo is the page's own file, and the address the page's own: both are handled here.
  const { image: _image, url: _url, ...basicsFields } = basics;
  const profileWithSummary = readFields(
    { ...profileFields, summary: aboutFields.summary },
    basicsFields,
    'basics',
    defaulted,
  );
  const { summary: basicsSummary, ...profile } = profileWithSummary;
  if (profile.phone)
    defaulted.push(
      'basics.phone: on the page only with "showPhone": true in profile; in resume.json always',
    );
  if ((profile.location as { address?: string } | undefined)?.address)
    defaulted.push(
      'basics.location.address: on the page only with "showAddress": true in profile; in resume.json always',
    );
  const name = profile.name as string;
  const title = needed(profile.title, 'basics.label', word('defaultTitle'));
  const summary = (basicsSummary as string | undefined) ?? title;
  if (!basicsSummary) defaulted.push('about.summary: basics.summary is empty, so the title');
  defaulted.push(
    `profile.tagline: ${basicsSummary ? 'the first sentence of basics.summary' : 'the title'}`,
  );

  const givenImage = basics.image as string | undefined;
  let photo: string;
  if (givenImage && !/^[a-z]+:/i.test(givenImage) && photoExists(givenImage)) {
    photo = givenImage;
  } else {
    photo = image('profile', 'photo', portraitSvg(name));
    defaulted.push(
      givenImage
        ? `profile.photo: ${givenImage} is not a file under public/ (the page loads only its own files), so a portrait with your initials; put your photo at public/${photo} or name it in portfolio.json`
        : `profile.photo: basics.image is empty, so a portrait with your initials at public/${photo}`,
    );
  }

  const ids = new Set<string>();
  /** Each entry of a section: its fields by the declaration, an id, and what the page adds. */
  const entriesOf = <K extends ListSectionKey>(
    key: K,
    make: (fields: Resume, index: number, where: string) => Resume,
    convert: Record<string, (value: unknown) => unknown> = {},
  ): Entries<K> => {
    const { resume: resumeKey, fields } = listSections[key];
    const given = ((resume as Resume)[resumeKey] ?? []) as Resume[];
    ids.clear();
    return given.map((item, index) => {
      const where = `${resumeKey}[${index}]`;
      return make(readFields(fields, item, where, defaulted, convert), index, where);
    }) as Entries<K>;
  };
  const entryId = (text: string, fallback: string) => uniqueId(text, fallback, ids);

  const experience = entriesOf('experience', (job, index, where) => {
    const company = needed(job.company, `${where}.name`, word('unnamedCompany'));
    const id = entryId(`${company} ${(job.title as string) ?? ''}`, `job-${index + 1}`);
    return {
      id,
      image: image('experience', id, logoSvg(company)),
      alt: word('logoAlt', { name: company }),
      ...job,
      company,
      title: needed(job.title, `${where}.position`, word('unnamedRole')),
      bullets: job.bullets ?? [],
      tags: job.tags ?? [],
    };
  });
  const volunteer = entriesOf('volunteer', (role, index, where) => ({
    id: entryId(
      `${(role.organization as string) ?? ''} ${(role.position as string) ?? ''}`,
      `volunteer-${index + 1}`,
    ),
    ...role,
    organization: needed(role.organization, `${where}.organization`, word('unnamedOrganisation')),
  }));
  const awards = entriesOf('awards', (award, index, where) => {
    const awardTitle = needed(award.title, `${where}.title`, word('unnamedAward'));
    const id = entryId(awardTitle, `award-${index + 1}`);
    const organiser = needed(award.organiser, `${where}.awarder`, word('unnamedOrganisation'));
    return {
      id,
      image: image('awards', id, logoSvg((award.organiser as string) ?? awardTitle)),
      ...award,
      title: awardTitle,
      organiser,
      tags: [],
    };
  });
  const certificates = entriesOf('certificates', (certificate, index, where) => {
    const certificateName = needed(certificate.name, `${where}.name`, word('untitled'));
    return {
      id: entryId(certificateName, `certificate-${index + 1}`),
      ...certificate,
      name: certificateName,
    };
  });
  const education = entriesOf(
    'education',
    (entry, index, where) => {
      const institute = needed(
        entry.institute,
        `${where}.institution`,
        word('unnamedOrganisation'),
      );
      const heading = degreeHeading(entry, catalog);
      const id = entryId(`${heading} ${institute}`, `education-${index + 1}`);
      return {
        id,
        image: image('education', id, logoSvg(institute)),
        ...entry,
        institute,
        units: entry.units ?? [],
      };
    },
    { courses: (courses) => (courses as string[]).map(courseUnit) },
  );
  const publications = entriesOf('publications', (publication, index, where) => {
    const publicationName = needed(publication.name, `${where}.name`, word('untitled'));
    return {
      id: entryId(publicationName, `publication-${index + 1}`),
      ...publication,
      name: publicationName,
    };
  });
  const projectLink = (href: string) => {
    const { word: text, icon } = linkKind(href);
    return { text: word(text), href, icon };
  };
  const projects = entriesOf(
    'projects',
    (project, index, where) => {
      const projectTitle = needed(
        project.title,
        `${where}.name`,
        word('unnamedProject', { number: index + 1 }),
      );
      const id = entryId(projectTitle, `project-${index + 1}`);
      return {
        id,
        image: image('projects', id, bannerSvg(projectTitle)),
        ...project,
        title: projectTitle,
        category: project.entity ? 'forclients' : 'personal',
        description: project.description ?? [],
        tags: project.tags ?? [],
        links: project.links ?? [],
      };
    },
    {
      url: (url) => (typeof url === 'string' && isWebAddress(url) ? [projectLink(url)] : undefined),
    },
  );
  const languages = entriesOf('languages', (entry, index, where) => {
    const language = needed(entry.language, `${where}.language`, word('untitled'));
    return { id: entryId(language, `language-${index + 1}`), ...entry, language };
  });
  const interests = entriesOf('interests', (interest, index, where) => {
    const interestName = needed(interest.name, `${where}.name`, word('untitled'));
    return { id: entryId(interestName, `interest-${index + 1}`), ...interest, name: interestName };
  });
  const references = entriesOf('references', (reference, index, where) => {
    const referee = needed(reference.name, `${where}.name`, word('unnamedOrganisation'));
    return { id: entryId(referee, `reference-${index + 1}`), ...reference, name: referee };
  }).filter((reference, index) => {
    if (reference.reference) return true;
    defaulted.push(`references[${index}]: no reference text, so left out, of resume.json too`);
    return false;
  });

  const skillGroups = ((resume.skills ?? []) as Resume[]).map((skill, index) => {
    const where = `skills[${index}]`;
    const group = readFields(aboutFields.skillGroups.fields, skill, where, defaulted);
    return {
      ...group,
      name: needed(group.name, `${where}.name`, word('untitled')),
      skills: group.skills ?? [],
    };
  });

  const known = new Set([
    '$schema',
    'basics',
    'skills',
    'meta',
    ...listSectionKeys.map((key) => listSections[key].resume),
  ]);
  const extra = Object.fromEntries(Object.entries(resume).filter(([key]) => !known.has(key)));
  for (const key of Object.keys(extra))
    defaulted.push(`${key}: outside JSON Resume's schema, so kept for resume.json but not shown`);

  if (experience.length + awards.length + education.length > 0) {
    defaulted.push('logos: the initials of each company, awarder and school, under public/images/');
  }
  if (projects.length > 0)
    defaulted.push('project images: a banner with each name, under public/images/projects/');
  if (skillGroups.length > 0) defaulted.push('skill group colours: the palette, in turn');

  return {
    content: {
      language: tag,
      profile: {
        ...(profile as OwnerContent['profile']),
        title,
        tagline: basicsSummary ? firstSentence(summary) : title,
        photo,
        photoAlt: word('photoAlt', { name }),
      },
      about: { summary, skillGroups: skillGroups as OwnerContent['about']['skillGroups'] },
      experience,
      volunteer,
      awards,
      certificates,
      education,
      publications,
      projects,
      languages,
      interests,
      references,
      ...(Object.keys(extra).length > 0 && { extra: extra as Record<string, never> }),
    },
    images,
    defaulted,
  };
}

/** Every image a content names, as paths under public/. */
const imagePaths = (content: OwnerContentFile): string[] => [
  content.profile.photo,
  ...imageSections.flatMap((key) => (content[key] ?? []).map((entry) => entry.image)),
];

/**
 * Writes the imported content over `contentFile` and its images under `publicDir`, and removes
 * the images only the previous content named, so nothing of the previous owner is deployed.
 */
export async function writeImportedContent(
  imported: ImportedContent,
  paths: { contentFile: string; publicDir: string },
  /** Lays the JSON out as the project's formatter would (the script passes Prettier). */
  formatJson: (json: string) => Promise<string> = async (json) => `${json}\n`,
): Promise<{ written: string[]; removed: string[] }> {
  let previous: OwnerContentFile | undefined;
  try {
    previous = JSON.parse(fs.readFileSync(paths.contentFile, 'utf8')) as OwnerContentFile;
  } catch {
    previous = undefined; // no previous content, or none that can be read: nothing to clean up
  }
  const kept = new Set(imagePaths(imported.content));
  const removed = (previous ? imagePaths(previous) : [])
    .filter((image) => !kept.has(image) && !imported.images[image])
    .filter((image) => fs.existsSync(path.join(paths.publicDir, image)));
  for (const image of removed) fs.rmSync(path.join(paths.publicDir, image));

  for (const [image, svg] of Object.entries(imported.images)) {
    const target = path.join(paths.publicDir, image);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, svg);
  }
  fs.writeFileSync(paths.contentFile, await formatJson(JSON.stringify(imported.content, null, 2)));
  return { written: [paths.contentFile, ...Object.keys(imported.images)], removed };
}
