import { resumeLayouts, type ResumePaper } from '../../content/constants';
import type { EntriesSectionKey, EntryView, SiteContent } from '../../content/types';
import { fillIn, type Catalog } from '../../i18n/words';
import { viewsOf } from '../content/entryViews';
import type { DrawnText } from './typeset/fonts';
import { typstLanguage } from './typeset/typstLanguage';
import type { ResumePhoto } from './resumePhoto';
import { withRolesGrouped } from '../../content/roles';

/** One entry as resume.pdf draws it: its title, then each detail and the dates as runs apart. */
export interface ResumeEntry {
  id: string;
  title: string;
  /** The entry as the owner wrote it, in the résumé's language (entryName): for reports, not drawn. */
  name: string;
  /** Where the title links to. */
  link?: string;
  /** The organisation, the place and the like, in the page's order. */
  details: string[];
  date: string | null;
  paragraphs: string[];
  bullets: string[];
  tags: string[];
  /** A degree's courses. */
  units: string[];
  quote: boolean;
  /** The organisation, for a role at one: also its first detail (src/content/roles.ts). */
  employer?: string;
  /** Roles in a row at the organisation this entry names. */
  roles?: ResumeEntry[];
  /** When it began and ended, as the content writes it (2023-02): for the career's span. */
  period?: { start: string; end?: string };
}

export interface ResumeSection {
  /** The section it is, where it has entries. */
  key?: EntriesSectionKey;
  title: string;
  text?: string;
  /** Each skill group: its name, where the page shows one, and its skills. */
  groups?: { name: string | null; items: string[] }[];
  entries?: ResumeEntry[];
}

/**
 * Text the owner did not write, between Unicode's isolate marks: Typst then lays it out in its own
 * direction, as <bdi> does on the page: an English title keeps its "?" at its end in Arabic, and a
 * blog's name does not take the day of the date beside it.
 */
const isolated = ({ foreign }: EntryView, text: string) => (foreign ? `\u2068${text}\u2069` : text);

/** Unicode's isolate marks, which the résumé puts around text the owner did not write. */
export const isolates = /[\u2066-\u2069]/g;

/** What an entry's name is made of. */
type NameParts = Pick<ResumeEntry, 'title' | 'details' | 'employer'>;

/**
 * An entry as the owner wrote it: the role and the organisation in the words of the résumé's
 * language ("Staff Data Engineer at Pohjoisvirta Oy", "… bei …"), or its title and first detail (a
 * degree and its school). An entry of the résumé carries its own, made when it was read.
 */
export function entryName(entry: ResumeEntry): string;
export function entryName(entry: NameParts, words: Pick<Catalog, 'roleAtOrganisation'>): string;
export function entryName(
  entry: NameParts & { name?: string },
  words?: Pick<Catalog, 'roleAtOrganisation'>,
): string {
  if (!words) return entry.name!;
  const title = entry.title.replace(isolates, '');
  const detail = entry.details[0]?.replace(isolates, '');
  if (entry.employer)
    return fillIn(words.roleAtOrganisation, {
      title,
      organisation: entry.employer.replace(isolates, ''),
    });
  return detail ? `${title}, ${detail}` : title;
}

/** The regions whose paper is US Letter (CLDR's paper size data). */
const letterRegions = new Set('US CA MX BZ CL CO CR GT NI PA PH PR SV VE'.split(' '));

/**
 * The paper the owner chose, else the one of the region the language tag names (en-GB, en-US),
 * else of the owner's country, else of the language's likeliest region (en: the US).
 */
function paperFor(tag: string, chosen?: ResumePaper, country?: string): ResumePaper {
  const region = new Intl.Locale(tag).region ?? country ?? typstLanguage(tag).region ?? '';
  return chosen ?? (letterRegions.has(region.toUpperCase()) ? 'letter' : 'a4');
}

/** Typst's name for each paper. */
const typstPaper: Record<ResumePaper, string> = { a4: 'a4', letter: 'us-letter' };

/** The formats of photo Typst draws. */
const drawablePhoto = /\.(png|jpe?g|gif|svg|webp)$/i;

/**
 * What the resume says, in the content's language and in the page's order: the data the layouts
 * (src/buildtime/documents/typeset/resume-<layout>.typ) lay out. Every entry reads as on the page
 * (entryViews.ts), but with dates as résumé parsers read them (dates.ts), and without the entries
 * the owner leaves out (`resume.leaveOut`).
 */
export function resumeData(content: SiteContent, words: Catalog, photo?: ResumePhoto) {
  const { profile, about, owner } = content;
  const settings = owner.resume ?? {};
  const leftOut = new Set(settings.leaveOut);
  const { tag } = content.language;
  const resumeDates = viewsOf(owner, { tag, words, dates: 'resume' });
  const dateOf = (id: keyof typeof resumeDates | 'writing', entry: EntryView) =>
    (id === 'writing' ? entry : resumeDates[id].find((view) => view.id === entry.id))?.date ?? null;
  const unitsOf = (id: string) =>
    content.education
      .find((entry) => entry.id === id)
      ?.units.map((unit) => (unit.code ? `${unit.code}  ${unit.name}` : unit.name)) ?? [];
  const sections: ResumeSection[] = content.sections.flatMap(({ id, title }): ResumeSection[] => {
    if (id === 'about')
      return [
        ...(about.summary ? [{ title, text: about.summary }] : []),
        ...(about.skillGroups.length > 0
          ? [
              {
                title: words.skillsTitle,
                groups: about.skillGroups.map((group) => ({
                  name: group.shownName
                    ? [group.shownName, group.level].filter(Boolean).join(' · ')
                    : null,
                  items: group.skills,
                })),
              },
            ]
          : []),
      ];
    const drawn = content.entries[id].filter(
      (entry) => entry.drawnTitle !== null && !leftOut.has(entry.id),
    );
    const periodOf = (entryId: string) => {
      const listed = id === 'writing' ? [] : owner[id];
      const dated = (listed as { id: string; start?: string; end?: string }[]).find(
        (one) => one.id === entryId,
      );
      return dated?.start
        ? { period: { start: dated.start, ...(dated.end && { end: dated.end }) } }
        : {};
    };
    if (drawn.length === 0) return [];
    return [
      {
        key: id,
        title,
        entries: drawn.map((entry) => ({
          id: entry.id,
          title: isolated(entry, entry.drawnTitle ?? entry.title),
          name: entryName(
            {
              title: entry.drawnTitle ?? entry.title,
              details: entry.details.map(({ text }) => text),
              employer: entry.employer,
            },
            words,
          ),
          ...(entry.titleHref && { link: entry.titleHref }),
          details: entry.details.map((part) => isolated(entry, part.text)),
          date: dateOf(id, entry),
          paragraphs: entry.paragraphs,
          bullets: entry.bullets,
          tags: entry.tags?.items ?? [],
          units: id === 'education' ? unitsOf(entry.id) : [],
          quote: !!entry.quote,
          ...(entry.employer && { employer: entry.employer }),
          ...periodOf(entry.id),
        })),
      },
    ];
  });
  const links = [
    profile.codeHosting,
    profile.professionalNetwork,
    profile.videoChannel,
    ...(profile.otherProfiles ?? []),
  ];
  const shownPhoto = settings.photo !== false && photo && drawablePhoto.test(photo.file);
  return {
    ...typstLanguage(tag),
    layout: settings.layout ?? resumeLayouts[0],
    paper: typstPaper[paperFor(tag, settings.paper, owner.profile.location?.countryCode)],
    title: fillIn(words.resumeTitle, { name: profile.name }),
    name: profile.name,
    // "" where there is none to show: the layouts leave it out.
    jobTitle: profile.title ?? '',
    tagline: profile.shownTagline ?? '',
    contacts: [
      { text: profile.email, href: `mailto:${profile.email}` },
      ...[profile.phone, profile.shownAddress, profile.shownLocation]
        .filter((text) => !!text)
        .map((text) => ({ text: text! })),
      ...links.flatMap((link) => (link ? [{ text: link.href, href: link.href }] : [])),
    ],
    photo: shownPhoto ? { path: photo.file, alt: profile.photoAlt } : null,
    sections,
  };
}

export type ResumeData = ReturnType<typeof resumeData>;

/** An organisation with its roles under it: its name, then what its roles share. */
const rolesAt = (first: ResumeEntry, shared: string[], roles: ResumeEntry[]): ResumeEntry => ({
  id: `${first.id}-roles`,
  title: first.details[0]!,
  name: first.details[0]!.replace(isolates, ''),
  details: shared,
  date: null,
  paragraphs: [],
  bullets: [],
  tags: [],
  units: [],
  quote: false,
  roles,
});

/**
 * The sections as the layouts draw them: roles in a row at one organisation under it. The résumé
 * is fitted to its length before, one role at a time.
 */
export const drawnSections = (sections: ResumeSection[]): ResumeSection[] =>
  sections.map((section) =>
    section.entries ? { ...section, entries: withRolesGrouped(section.entries, rolesAt) } : section,
  );

/** Every text of the resume, with where it comes from, for the check that a font draws it. */
export function resumeTexts(data: ResumeData): DrawnText[] {
  const texts: DrawnText[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
  };
  // The photo's alt text is not drawn: it needs no font.
  const { title, name, jobTitle, tagline, contacts, sections } = data;
  walk({ title, name, jobTitle, tagline, contacts, sections }, '');
  return texts;
}
