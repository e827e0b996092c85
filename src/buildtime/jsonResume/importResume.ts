import fs from 'node:fs';
import { uniqueId } from '../../lib/entryId';
import { schemaLineFor } from '../content/jsonSchema';
import { currentFormat } from '../content/migrations';
import path from 'node:path';
import { writeFileAtomically } from '../atomicFiles';
import { validate } from '@jsonresume/schema';
import {
  aboutFields,
  imageSections,
  listSectionKeys,
  listSections,
  profileFields,
  type ListSectionKey,
} from '../../content/declarations';
import { degreeHeading } from '../content/entryViews';
import { networkOf } from '../../content/profileNetworks';
import type { OwnerContent, OwnerContentFile } from '../content/schema';
import { fillIn, type Catalog, type PluralKey, type WordKey } from '../../i18n/words';
import { isWebAddress } from '../../lib/webAddress';
import { readFields } from './fieldMapping';
import { courseUnit, type JsonResume } from './format';
import { placeholderSvg, type Placeholder } from '../documents/placeholderImages';
import { isOwnersPicture, type KeptPicture } from './ownersPictures';
import { picturesNamed } from '../content/unnamedPictures';
import { lookOf } from '../look/look';
import { organisationKey } from '../../content/roles';
import { projectCategory } from './projectCategory';
import { emptyEntry, leftOutEmpty } from './emptyEntries';

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

/** What a project link is, by the network its address belongs to. */
function linkKind(href: string) {
  const slot = networkOf(href)?.slot;
  if (slot === 'codeHosting') return { word: 'linkCode', icon: 'code' } as const;
  if (slot === 'videoChannel') return { word: 'linkVideo', icon: 'video' } as const;
  return { word: 'linkWebsite', icon: 'demo' } as const;
}

/** Up to the first full stop: one followed by a space or the end, or a full-width one (。！？). */
const firstSentence = (text: string) =>
  /^.*?(?:[.!?](?=\s|$)|[。！？])/.exec(text.trim())?.[0] ?? text.trim();

type Resume = Record<string, unknown>;
type Word = (key: Exclude<WordKey, PluralKey>, values?: Record<string, string | number>) => string;

/** What making an entry of the page's content from a JSON Resume's takes. */
interface EntryTools {
  /** An id of lower-case letters, digits and dashes from these texts, unique in its section. */
  id: (...texts: unknown[]) => string;
  /** Draws a placeholder image under public/, in the section's folder; its path. */
  image: (id: string, placeholder: Placeholder) => string;
  /** An organisation's logo: drawn once however many entries (roles) are at it; its path. */
  logo: (name: string) => string;
  word: Word;
  catalog: Catalog;
  /** The organisations the résumé worked at (organisationKey), for a project done at one. */
  employers: ReadonlySet<string>;
}

/** An entry known by its name alone (a certificate, a publication, an interest). */
const named = (entry: Resume, { id }: EntryTools): Resume => ({ id: id(entry.name), ...entry });

/**
 * For each section, what the page adds to an entry's declared fields (an id, a logo), or nothing
 * for an entry the page cannot show; and the JSON Resume fields the content holds in another form
 * (courses as units, a url as a link).
 */
const entryImports: {
  [K in ListSectionKey]: {
    make: (entry: Resume, tools: EntryTools) => Resume | undefined;
    convert?: (word: Word) => Record<string, (value: unknown) => unknown>;
  };
} = {
  experience: {
    make: (job, { id: idOf, logo, word }) => {
      // The drawn logo's name: the organisation's, else the role's (emptyEntries.ts leaves out a
      // job with neither).
      const name = (job.company ?? job.title) as string;
      return {
        id: idOf(job.company, job.title),
        image: logo(name),
        alt: word('logoAlt', { name }),
        ...job,
        bullets: job.bullets ?? [],
        tags: job.tags ?? [],
      };
    },
  },
  volunteer: {
    make: (role, { id }) => ({ id: id(role.organization, role.position), ...role }),
  },
  awards: {
    make: (award, { id: idOf, image }) => {
      // emptyEntries.ts leaves out an award with neither.
      const id = idOf(award.title ?? award.organiser);
      const logo = (award.organiser ?? award.title) as string;
      return { id, image: image(id, { kind: 'logo', text: logo }), ...award, tags: [] };
    },
  },
  certificates: {
    make: named,
  },
  education: {
    make: (entry, { id: idOf, image, catalog }) => {
      // emptyEntries.ts leaves out studies with none of the three.
      const heading = degreeHeading(entry, catalog);
      const id = idOf(heading, entry.institute);
      return {
        id,
        image: image(id, {
          kind: 'logo',
          text: ((entry.institute as string | undefined) ?? heading)!,
        }),
        ...entry,
        units: entry.units ?? [],
      };
    },
    convert: () => ({ courses: (courses) => (courses as string[]).map(courseUnit) }),
  },
  publications: {
    make: named,
  },
  projects: {
    make: (project, { id: idOf, image, employers, catalog }) => {
      const id = idOf(project.title);
      return {
        id,
        image: image(id, { kind: 'banner', text: project.title as string }),
        ...project,
        category: projectCategory(project, { employers, catalog }),
        description: project.description ?? [],
        tags: project.tags ?? [],
        links: project.links ?? [],
      };
    },
    convert: (word) => ({
      url: (url) => {
        if (typeof url !== 'string' || !isWebAddress(url)) return undefined;
        const { word: text, icon } = linkKind(url);
        return [{ text: word(text), href: url, icon }];
      },
    }),
  },
  languages: {
    make: (entry, { id }) => ({ id: id(entry.language), ...entry }),
  },
  interests: {
    make: named,
  },
  references: {
    // A reference is its words: without them there is nothing to quote.
    make: (reference, { id }) =>
      reference.reference ? { id: id(reference.name), ...reference } : undefined,
  },
};
/**
 * The owner's content from a JSON Resume that passed `checkJsonResume`, written in the language
 * `tag`, whose catalog gives the words the import writes (link texts, the photo's alternative
 * text); what the resume leaves empty stays out. `photoExists` answers for a basics.image that
 * names a file under public/. Every field has a place (src/content/declarations.ts); what JSON
 * Resume's schema does not have is kept for the export, and each is named in `defaulted`.
 */
export function fromJsonResume(
  resume: JsonResume,
  photoExists: (publicPath: string) => boolean,
  {
    tag,
    catalog,
    kept = {},
  }: {
    tag: string;
    catalog: Catalog;
    /**
     * What the current content has that no resume holds, kept: its look (which the drawn images
     * take), its sources and how its résumé PDF is laid out.
     */
    kept?: Pick<OwnerContent, 'style' | 'sources' | 'resume' | 'analytics'> & {
      /** The owner's own photo, a path under public/: theirs still where the resume names none here. */
      photo?: string;
    };
  },
): ImportedContent | { problems: string[] } {
  const word: Word = (key, values = {}) => fillIn(catalog[key], values);
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
  const { style, sources, resume: resumeSettings, analytics } = kept;
  const look = lookOf(style);
  const image = (folder: string, id: string, placeholder: Placeholder) => {
    const path = `images/${folder}/${id}.svg`;
    images[path] = placeholderSvg({ ...placeholder, language: tag }, look);
    return path;
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
      'basics.phone: kept, but published (page, resume.pdf, resume.json) only with "showPhone": true in profile',
    );
  if ((profile.location as { address?: string } | undefined)?.address)
    defaulted.push(
      'basics.location.address: kept, but published (page, resume.pdf, resume.json) only with "showAddress": true in profile',
    );
  const name = profile.name as string;
  const summary = basicsSummary as string | undefined;
  if (!profile.title)
    defaulted.push('basics.label: empty, so no title under your name (write one in profile.title)');
  if (summary) defaulted.push('profile.tagline: the first sentence of basics.summary');
  else defaulted.push('basics.summary: empty, so no About text and no tagline');

  const givenImage = basics.image as string | undefined;
  let photo: string;
  if (givenImage && !/^[a-z]+:/i.test(givenImage) && photoExists(givenImage)) {
    photo = givenImage;
  } else if (kept.photo) {
    photo = kept.photo;
  } else {
    photo = image('profile', 'photo', { kind: 'portrait', text: name });
    defaulted.push(
      givenImage
        ? `profile.photo: ${givenImage} is not a file under public/ (the page loads only its own files), so a portrait with your initials; put your photo at owner/public/${photo} or name it in portfolio.json`
        : `profile.photo: basics.image is empty, so a portrait with your initials at owner/public/${photo}`,
    );
  }

  const employers = new Set(
    (((resume as Resume).work ?? []) as Resume[]).flatMap(({ name }) =>
      typeof name === 'string' ? [organisationKey(name)] : [],
    ),
  );
  const sections = Object.fromEntries(
    listSectionKeys.map((key) => {
      const { resume: resumeKey, fields } = listSections[key];
      const { make } = entryImports[key];
      const convert = entryImports[key].convert?.(word) ?? {};
      const ids = new Set<string>();
      const logos = new Map<string, string>();
      const logoIds = new Set<string>();
      const entries = (((resume as Resume)[resumeKey] ?? []) as Resume[]).flatMap((item, index) => {
        const where = `${resumeKey}[${index}]`;
        const empty = emptyEntry(resumeKey, item);
        if (empty) {
          defaulted.push(`${where}: ${leftOutEmpty(resumeKey, [empty], ['entry', 'entries'])}`);
          return [];
        }
        const read = readFields(fields, item, where, defaulted, convert);
        const tools: EntryTools = {
          id: (...texts) =>
            uniqueId(
              texts.filter((text) => typeof text === 'string').join(' '),
              `${key}-${index + 1}`,
              ids,
            ),
          image: (id, placeholder) => image(key, id, placeholder),
          logo: (name) => {
            const known = organisationKey(name);
            if (!logos.has(known)) {
              const id = uniqueId(name, `${key}-${index + 1}`, logoIds);
              logos.set(known, image(key, id, { kind: 'logo', text: name }));
            }
            return logos.get(known)!;
          },
          word,
          catalog,
          employers,
        };
        const made = make(read, tools);
        if (!made) defaulted.push(`${where}: not enough to show, so left out, of resume.json too`);
        return made ? [made] : [];
      });
      return [key, entries];
    }),
  ) as { [K in ListSectionKey]: OwnerContent[K] };

  const skillGroups = ((resume.skills ?? []) as Resume[]).flatMap((skill, index) => {
    const where = `skills[${index}]`;
    if (emptyEntry('skills', skill)) {
      defaulted.push(`${where}: left out, empty`);
      return [];
    }
    const group = readFields(aboutFields.skillGroups.fields, skill, where, defaulted);
    return { ...group, skills: group.skills ?? [] };
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

  if (sections.experience.length + sections.awards.length + sections.education.length > 0) {
    defaulted.push(
      'logos: the initials of each company, awarder and school, under owner/public/images/',
    );
  }
  if (sections.projects.length > 0)
    defaulted.push('project images: a banner with each name, under owner/public/images/projects/');
  if (skillGroups.length > 0) defaulted.push('skill group colours: the palette, in turn');
  const keptResume = resumeSettings && keptResumeSettings(resumeSettings, sections, defaulted);

  return {
    content: {
      format: currentFormat,
      language: tag,
      ...(style && { style }),
      ...(sources && { sources }),
      ...(keptResume && { resume: keptResume }),
      ...(analytics && { analytics }),
      profile: {
        ...(profile as OwnerContent['profile']),
        ...(summary && { tagline: firstSentence(summary) }),
        photo,
        photoAlt: word('photoAlt', { name }),
      },
      about: {
        ...(summary && { summary }),
        skillGroups: skillGroups as OwnerContent['about']['skillGroups'],
      },
      ...sections,
      ...(Object.keys(extra).length > 0 && { extra: extra as Record<string, never> }),
    },
    images,
    defaulted,
  };
}

/** Every image a content names, as paths under public/. */
const imagePaths = (content: OwnerContentFile): string[] => [
  content.profile.photo,
  ...imageSections.flatMap((key) => (content[key] ?? []).flatMap((entry) => entry.image ?? [])),
];

/** The content an import replaces, as its file holds it; undefined when there is none to read. */
export function previousContent(contentFile: string): OwnerContentFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(contentFile, 'utf8')) as OwnerContentFile;
  } catch {
    return undefined; // no previous content, or none that can be read
  }
}

/**
 * The current content's résumé settings, kept for the imported one: the entries they name by id
 * stay named only where the import has an entry of that id.
 */
function keptResumeSettings(
  settings: NonNullable<OwnerContent['resume']>,
  sections: { [K in ListSectionKey]: OwnerContent[K] },
  defaulted: string[],
): OwnerContent['resume'] {
  const ids = new Set(listSectionKeys.flatMap((key) => sections[key].map(({ id }) => id)));
  const kept = { ...settings };
  for (const field of ['leaveOut', 'keep'] as const) {
    const named = settings[field];
    if (!named) continue;
    const gone = named.filter((id) => !ids.has(id));
    if (gone.length > 0)
      defaulted.push(`resume.${field}: ${gone.join(', ')} named no imported entry, so dropped`);
    kept[field] = named.filter((id) => ids.has(id));
    if (kept[field]!.length === 0) delete kept[field];
  }
  return kept;
}

/** What an import wrote, removed and kept, each as a path under public/ but the content file. */
export interface ImportWritten {
  written: string[];
  removed: string[];
  /** Each picture the import kept where it would have written or removed it, and why. */
  kept: KeptPicture[];
}

/**
 * Writes the imported content over `contentFile` and its images under `publicDir`, and removes
 * the images the import drew that only the previous content named, so nothing drawn for the
 * previous owner is deployed. A picture of the owner's own (one no import drew) is never drawn
 * over nor removed, nor one that a translation still names.
 */
export async function writeImportedContent(
  imported: ImportedContent,
  paths: { contentFile: string; publicDir: string },
  /** Lays the JSON out as the project's formatter would (the script passes Prettier). */
  formatJson: (json: string) => Promise<string> = async (json) => `${json}\n`,
): Promise<ImportWritten> {
  const previous = previousContent(paths.contentFile);
  const kept: KeptPicture[] = [];
  const exists = (image: string) => fs.existsSync(path.join(paths.publicDir, image));
  const isOwners = (image: string) => isOwnersPicture(paths.publicDir, image);
  const images = Object.keys(imported.images).filter((image) => {
    if (!isOwners(image)) return true;
    kept.push({ image, why: 'your own picture (no import drew it), so not drawn over' });
    return false;
  });
  for (const image of images) {
    const target = path.join(paths.publicDir, image);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    writeFileAtomically(target, imported.images[image]!);
  }
  const withSchemaLine = {
    $schema: schemaLineFor('content', paths.contentFile),
    ...imported.content,
  };
  fs.mkdirSync(path.dirname(paths.contentFile), { recursive: true });
  writeFileAtomically(paths.contentFile, await formatJson(JSON.stringify(withSchemaLine, null, 2)));

  const named = picturesNamed(paths.contentFile);
  const removed: string[] = [];
  for (const image of new Set(previous ? imagePaths(previous) : [])) {
    if (!exists(image) || named.get(image) === paths.contentFile) continue;
    if (isOwners(image))
      kept.push({
        image,
        why: `your own picture (no import drew it), though the content no longer names it: name it in an entry's "image", or delete it`,
      });
    else if (named.has(image))
      kept.push({ image, why: `drawn, but ${path.basename(named.get(image)!)} still names it` });
    else removed.push(image);
  }
  for (const image of removed) fs.rmSync(path.join(paths.publicDir, image));
  return { written: [paths.contentFile, ...images], removed, kept };
}
