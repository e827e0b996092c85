import type { SiteContent } from '../content/types';
import { awardHeading, type Catalog } from '../i18n/words';
import type { PageAddress } from './siteFiles';

/** The parts of a JSON Resume (jsonresume.org, schema 1.0) this product reads and writes. */
export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    url?: string;
    summary?: string;
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    keywords?: string[];
  }[];
  awards?: { title?: string; awarder?: string; date?: string; summary?: string }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    courses?: string[];
  }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
    entity?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
  /** `language` is this product's: JSON Resume has no field for the language it is written in. */
  meta?: { canonical?: string; version?: string; language?: string };
}

/** 'INF264: Introduction to Machine Learning' → a code and a name; no colon → a name alone. */
export function courseUnit(course: string): { code?: string; name: string } {
  const colon = course.indexOf(':');
  if (colon <= 0) return { name: course.trim() };
  return { code: course.slice(0, colon).trim(), name: course.slice(colon + 1).trim() };
}

const absolute = (relative: string, base: string | null) =>
  base ? new URL(relative, base).href : undefined;

const withoutEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;

/** The content as a JSON Resume, for any tool that reads one; absolute URLs need SITE_URL. */
export function toJsonResume(
  content: SiteContent,
  words: Catalog,
  { siteUrl, pageUrl }: PageAddress,
): JsonResume {
  const { profile, about } = content;
  const networks = [
    { network: 'GitHub', link: profile.codeHosting },
    { network: 'LinkedIn', link: profile.professionalNetwork },
    { network: 'YouTube', link: profile.videoChannel },
    ...(profile.otherProfiles ?? []).map((link) => ({ network: link.label, link })),
  ];
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: withoutEmpty({
      name: profile.name,
      label: profile.title,
      image: absolute(profile.photo, siteUrl),
      email: profile.email,
      url: pageUrl ?? undefined,
      summary: about.summary,
      profiles: networks.flatMap(({ network, link }) =>
        link ? [{ network, url: link.href }] : [],
      ),
    }),
    work: content.experience.map((entry) =>
      withoutEmpty({
        name: entry.company,
        position: entry.title,
        location: entry.location,
        startDate: entry.start,
        endDate: entry.end,
        highlights: entry.bullets,
        keywords: entry.tags,
      }),
    ),
    awards: content.awards.map((award) =>
      withoutEmpty({
        title: awardHeading(award, words),
        awarder: award.organiser,
        date: award.date,
        summary: award.summary,
      }),
    ),
    education: content.education.map((entry) =>
      withoutEmpty({
        institution: entry.institute,
        studyType: entry.degree,
        startDate: entry.start,
        endDate: entry.end,
        courses: entry.units.map((unit) => (unit.code ? `${unit.code}: ${unit.name}` : unit.name)),
      }),
    ),
    projects: content.projects.map((project) =>
      withoutEmpty({
        name: project.title,
        description: project.description[0],
        highlights: project.description.slice(1),
        keywords: project.tags,
        url: project.links[0]?.href,
        entity: project.category === 'forclients' ? words.clientEntity : undefined,
      }),
    ),
    skills: about.skillGroups.map((group) => ({ name: group.name, keywords: group.skills })),
    meta: withoutEmpty({
      version: 'v1.0.0',
      canonical: absolute('resume.json', pageUrl),
      language: content.language.tag,
    }),
  };
}
