import type { SiteContent } from '../content/types';

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
  meta?: { canonical?: string; version?: string };
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const presentWords = /^(present|now|today|current)$/i;

/** '2023-02-15' or '2023-02' → 'Feb 2023' (or 'February 2023'); '2023' → '2023'. */
export function readableDate(iso: string, monthName: 'short' | 'long' = 'short'): string {
  const [year, month] = iso.split('-');
  const name = month ? months[Number(month) - 1] : undefined;
  if (!name) return year ?? iso;
  return `${monthName === 'short' ? name.slice(0, 3) : name} ${year}`;
}

/** A range such as 'Feb 2023 – Present' from JSON Resume dates; '' when it has neither. */
export function readableRange(
  start: string | undefined,
  end: string | undefined,
  format: (iso: string) => string = readableDate,
): string {
  if (!start) return end ? format(end) : '';
  return `${format(start)} – ${end ? format(end) : 'Present'}`;
}

/** 'Feb 2023', 'February 2023' or '2023' → '2023-02' / '2023'; anything else → undefined. */
export function isoDate(text: string): string | undefined {
  const match = /^(?:([A-Za-z]+)\.?\s+)?(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, monthText, year] = match;
  if (!monthText) return year;
  const month = months.findIndex((name) =>
    name.toLowerCase().startsWith(monthText.toLowerCase().slice(0, 3)),
  );
  return month < 0 ? undefined : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** 'Feb 2023 – Present' → { startDate: '2023-02' }; a date it cannot read is left out. */
export function isoRange(range: string | undefined): { startDate?: string; endDate?: string } {
  if (!range) return {};
  const [start = '', end] = range.split(/\s+[–—-]\s+/);
  const startDate = isoDate(start);
  const endDate = end && !presentWords.test(end.trim()) ? isoDate(end) : undefined;
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

/** 'INF264: Introduction to Machine Learning' → a code and a name; no colon → a name alone. */
export function courseUnit(course: string): { code?: string; name: string } {
  const colon = course.indexOf(':');
  if (colon <= 0) return { name: course.trim() };
  return { code: course.slice(0, colon).trim(), name: course.slice(colon + 1).trim() };
}

const absolute = (relative: string, pageUrl: string | null) =>
  pageUrl ? new URL(relative, pageUrl).href : undefined;

const withoutEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;

/** The content as a JSON Resume, for any tool that reads one; absolute URLs need SITE_URL. */
export function toJsonResume(content: SiteContent, pageUrl: string | null): JsonResume {
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
      image: absolute(profile.photo, pageUrl),
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
        ...isoRange(entry.date),
        highlights: entry.bullets,
        keywords: entry.tags,
      }),
    ),
    awards: content.awards.map((award) =>
      withoutEmpty({
        title: award.place ? `${award.place}: ${award.title}` : award.title,
        awarder: award.organiser,
        date: award.date ? isoDate(award.date) : undefined,
        summary: award.summary,
      }),
    ),
    education: content.education.map((entry) =>
      withoutEmpty({
        institution: entry.institute,
        studyType: entry.degree,
        ...isoRange(entry.duration),
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
        entity: project.category === 'forclients' ? 'Client' : undefined,
      }),
    ),
    skills: about.skillGroups.map((group) => ({ name: group.name, keywords: group.skills })),
    meta: withoutEmpty({
      version: 'v1.0.0',
      canonical: absolute('resume.json', pageUrl),
    }),
  };
}
