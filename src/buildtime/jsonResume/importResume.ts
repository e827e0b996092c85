import fs from 'node:fs';
import path from 'node:path';
import { validate } from '@jsonresume/schema';
import {
  networkNamed,
  networkOf,
  profileUrlOf,
  type ProfileSlot,
} from '../../content/profileNetworks';
import type { OwnerContent } from '../../content/schema';
import { fillIn, type Catalog, type WordKey } from '../../i18n/words';
import { isWebAddress } from '../../lib/webAddress';
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

/** `{ [field]: text }`, or nothing for empty text: the content leaves empty fields out. */
const optional = <K extends string>(field: K, text: string | undefined) =>
  (text?.trim() ? { [field]: text.trim() } : {}) as Partial<Record<K, string>>;

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

/**
 * The owner's content from a JSON Resume that passed `checkJsonResume`, written in the language
 * `tag`, whose catalog gives the words the import writes (link texts, the photo's alternative
 * text, names for what the resume leaves empty). `photoExists` answers for a basics.image that
 * names a file under public/.
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
  const basics = resume.basics ?? {};
  const missing = (['name', 'email'] as const).filter((field) => !basics[field]?.trim());
  if (missing.length > 0) {
    return {
      problems: missing.map(
        (field) =>
          `basics.${field}: is missing; the page needs it (${field === 'name' ? 'its heading' : "the footer's mail link"})`,
      ),
    };
  }
  const name = basics.name!.trim();
  const images: Record<string, string> = {};
  const defaulted: string[] = [];
  const image = (folder: string, id: string, svg: string) => {
    const path = `images/${folder}/${id}.svg`;
    images[path] = svg;
    return path;
  };

  const title = basics.label?.trim() || word('defaultTitle');
  if (!basics.label?.trim()) defaulted.push(`profile.title: basics.label is empty, so "${title}"`);
  const summary = basics.summary?.trim() || title;
  if (!basics.summary?.trim())
    defaulted.push('about.summary: basics.summary is empty, so the title');
  const tagline = basics.summary?.trim() ? firstSentence(summary) : title;
  defaulted.push(
    `profile.tagline: ${basics.summary?.trim() ? 'the first sentence of basics.summary' : 'the title'}`,
  );

  let photo: string;
  if (basics.image && !/^[a-z]+:/i.test(basics.image) && photoExists(basics.image)) {
    photo = basics.image;
  } else {
    photo = image('profile', 'photo', portraitSvg(name));
    defaulted.push(
      basics.image
        ? `profile.photo: ${basics.image} is not a file under public/ (the page loads only its own files), so a portrait with your initials; put your photo at public/${photo} or name it in portfolio.json`
        : `profile.photo: basics.image is empty, so a portrait with your initials at public/${photo}`,
    );
  }

  type Link = NonNullable<OwnerContent['profile']['codeHosting']>;
  const links: Partial<Record<Exclude<ProfileSlot, 'otherProfiles'>, Link>> = {};
  const otherProfiles: Link[] = [];
  for (const profile of basics.profiles ?? []) {
    const named = networkNamed(profile.network);
    const href = isWebAddress(profile.url)
      ? profile.url
      : named && profile.username
        ? profileUrlOf(named, profile.username)
        : undefined;
    if (!href) {
      defaulted.push(
        `basics.profiles: ${profile.network ?? 'a profile'} has no url, so it is left out`,
      );
      continue;
    }
    // The address says more surely than the name which network a profile is on.
    const network = networkOf(href) ?? named;
    const label = network?.name ?? (profile.network?.trim() || new URL(href).hostname);
    const slot = network?.slot;
    if (slot && slot !== 'otherProfiles' && !links[slot]) links[slot] = { label, href };
    else otherProfiles.push({ label, href });
  }

  const ids = {
    experience: new Set<string>(),
    awards: new Set<string>(),
    education: new Set<string>(),
    projects: new Set<string>(),
  };
  const experience = (resume.work ?? []).map((job, index) => {
    const company = job.name?.trim() || word('unnamedCompany');
    const id = uniqueId(`${company} ${job.position ?? ''}`, `job-${index + 1}`, ids.experience);
    const bullets = job.highlights?.length ? job.highlights : job.summary ? [job.summary] : [];
    return {
      id,
      image: image('experience', id, logoSvg(company)),
      alt: word('logoAlt', { name: company }),
      title: job.position?.trim() || word('unnamedRole'),
      company,
      ...(job.location?.trim() && { location: job.location.trim() }),
      ...optional('start', job.startDate),
      ...optional('end', job.endDate),
      bullets,
      tags: job.keywords ?? [],
    };
  });

  const awards = (resume.awards ?? []).map((award, index) => {
    const awardTitle = award.title?.trim() || word('unnamedAward');
    const id = uniqueId(awardTitle, `award-${index + 1}`, ids.awards);
    return {
      id,
      image: image('awards', id, logoSvg(award.awarder?.trim() || awardTitle)),
      title: awardTitle,
      organiser: award.awarder?.trim() || word('unnamedOrganisation'),
      ...optional('date', award.date),
      ...(award.summary?.trim() && { summary: award.summary.trim() }),
      tags: [],
    };
  });

  const education = (resume.education ?? []).map((entry, index) => {
    const institute = entry.institution?.trim() || word('unnamedOrganisation');
    const [studyType, area] = [entry.studyType?.trim(), entry.area?.trim()];
    const degree =
      studyType && area
        ? word('degreeInField', { degree: studyType, field: area })
        : studyType || area || word('unnamedStudies');
    const id = uniqueId(`${degree} ${institute}`, `education-${index + 1}`, ids.education);
    return {
      id,
      image: image('education', id, logoSvg(institute)),
      degree,
      institute,
      // Years: a course of study is shown as 2020 – 2024.
      ...optional('start', entry.startDate?.slice(0, 4)),
      ...optional('end', entry.endDate?.slice(0, 4)),
      units: (entry.courses ?? []).filter((course) => course.trim()).map(courseUnit),
    };
  });

  const projectLink = (href: string) => {
    const { word: text, icon } = linkKind(href);
    return { text: word(text), href, icon };
  };
  const projects = (resume.projects ?? []).map((project, index) => {
    const projectTitle = project.name?.trim() || word('unnamedProject', { number: index + 1 });
    const id = uniqueId(projectTitle, `project-${index + 1}`, ids.projects);
    const description = [project.description, ...(project.highlights ?? [])]
      .map((line) => line?.trim())
      .filter((line): line is string => !!line);
    if (description.length === 0)
      defaulted.push(`projects[${index}] (${id}): no description, so its name`);
    return {
      id,
      image: image('projects', id, bannerSvg(projectTitle)),
      title: projectTitle,
      category: project.entity?.trim() ? ('forclients' as const) : ('personal' as const),
      description: description.length > 0 ? description : [projectTitle],
      tags: project.keywords ?? [],
      links: isWebAddress(project.url) ? [projectLink(project.url)] : [],
    };
  });

  const skillGroups = (resume.skills ?? [])
    .filter((skill) => skill.name?.trim() && skill.keywords?.length)
    .map((skill) => ({ name: skill.name!.trim(), skills: skill.keywords! }));

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
        name,
        title,
        tagline,
        photo,
        photoAlt: word('photoAlt', { name }),
        email: basics.email!.trim(),
        ...links,
        ...(otherProfiles.length > 0 && { otherProfiles }),
      },
      about: { summary, skillGroups },
      experience,
      awards,
      education,
      projects,
    },
    images,
    defaulted,
  };
}

/** Every image a content names, as paths under public/. */
const imagePaths = (content: OwnerContent): string[] => [
  content.profile.photo,
  ...[content.experience, content.awards, content.education, content.projects].flatMap((entries) =>
    entries.map((entry) => entry.image),
  ),
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
  let previous: OwnerContent | undefined;
  try {
    previous = JSON.parse(fs.readFileSync(paths.contentFile, 'utf8')) as OwnerContent;
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
