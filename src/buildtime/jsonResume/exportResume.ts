import {
  aboutFields,
  listSectionKeys,
  listSections,
  profileFields,
  type ListSectionKey,
} from '../../content/declarations';
import type { OwnerContent } from '../content/schema';
import type { SiteContent } from '../../content/types';
import { awardHeading, type Catalog } from '../../i18n/words';
import type { PageAddress } from '../siteFiles/siteFiles';
import { schema as jsonResumeSchema } from '@jsonresume/schema';
import { inSchemaOrder, writeFields } from './fieldMapping';
import { categoryWords } from './projectCategory';
import type { JsonResume } from './format';

type Resume = Record<string, unknown>;

const absolute = (relative: string, base: string | null) =>
  base ? new URL(relative, base).href : undefined;

/** What the page's own fields become in JSON Resume, by section, beside the declared fields. */
const ownFields: {
  [K in ListSectionKey]?: (entry: OwnerContent[K][number], words: Catalog) => Resume;
} = {
  awards: (award, words) => ({ title: awardHeading(award, words) }),
  education: (entry) => ({
    units: entry.units.map((unit) => (unit.code ? `${unit.code}: ${unit.name}` : unit.name)),
  }),
  projects: (project, words) => ({
    links: project.links[0]?.href,
    // What says its category, unless the owner wrote it.
    ...categoryWords(project.category, words),
    ...(project.entity && { entity: project.entity }),
    ...(project.type && { type: project.type }),
  }),
};

/** The profile without the phone number and street address, unless the owner shows them. */
function publishedProfile(profile: OwnerContent['profile']): OwnerContent['profile'] {
  const { phone, location, ...rest } = profile;
  const { address, postalCode, ...place } = location ?? {};
  const shownPlace = profile.showAddress ? location : place;
  return {
    ...rest,
    ...(profile.showPhone && phone && { phone }),
    ...(location && Object.keys(shownPlace ?? {}).length > 0 && { location: shownPlace }),
  };
}

/**
 * The content as a JSON Resume, for any tool that reads one: every field the owner wrote that
 * JSON Resume has, and what an import kept from outside its schema; each entry's fields in the
 * order the content has them, the sections in the schema's; the phone number and street address
 * only where the owner shows them, as the page does. Absolute URLs need SITE_URL.
 */
export function toJsonResume(
  content: SiteContent,
  words: Catalog,
  { siteUrl, pageUrl }: PageAddress,
): JsonResume {
  const { owner } = content;
  const sections = Object.fromEntries(
    listSectionKeys.flatMap((key) => {
      const entries = owner[key] as Resume[];
      if (entries.length === 0) return [];
      const own = ownFields[key] as ((entry: Resume, words: Catalog) => Resume) | undefined;
      return [
        [
          listSections[key].resume,
          entries.map((entry) => writeFields(listSections[key].fields, entry, own?.(entry, words))),
        ],
      ];
    }),
  );
  const basics = writeFields(
    { ...profileFields, summary: aboutFields.summary, url: { kind: 'link', resume: 'url' } },
    { ...publishedProfile(owner.profile), summary: owner.about.summary },
    { photo: absolute(content.profile.photo, siteUrl), url: pageUrl ?? undefined },
  );
  const resume = {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: inSchemaOrder(basics, jsonResumeSchema.properties.basics),
    ...sections,
    ...(owner.about.skillGroups.length > 0 && {
      skills: owner.about.skillGroups.map((group) =>
        writeFields(aboutFields.skillGroups.fields, group),
      ),
    }),
    ...owner.extra,
    meta: {
      version: 'v1.0.0',
      ...(pageUrl && { canonical: absolute('resume.json', pageUrl) }),
      language: content.language.tag,
    },
  };
  return inSchemaOrder(resume) as JsonResume;
}

/**
 * resume.json as the site publishes it, and as every résumé PDF carries it (resumePdf.ts): the
 * same text, so that the import reads back what the site gives.
 */
export const resumeJsonText = (content: SiteContent, words: Catalog, address: PageAddress) =>
  `${JSON.stringify(toJsonResume(content, words, address), null, 2)}\n`;
