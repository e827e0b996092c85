/**
 * How each section's entries read, on the page and in the resume PDF alike: made at build time
 * from the owner's content, in its language, so the page's scripts carry none of this.
 */
import { awardHeading, fillIn, type Catalog } from '../../i18n/words';
import type { ListSectionKey } from '../../content/declarations';
import { showDate as showDay, showDates as showSpan, type DateStyle } from './dates';
import type { OwnerContent } from './schema';
import type { DetailPart, EntryView } from '../../content/types';

interface ViewContext {
  tag: string;
  words: Catalog;
  /** The day the build runs (2026-11-27), which a certificate's expiry is read against. */
  today?: string;
  /** Dates as the page shows them, or as the résumé PDF does (dates.ts). */
  dates?: DateStyle;
}

/** What a view reads besides its entry: the language, and its dates in the asked style. */
interface ViewTools extends ViewContext {
  today: string;
  showDates: (dates: { start?: string; end?: string }) => string | undefined;
  showDate: (iso: string | undefined) => string | undefined;
}

type Entry<K extends ListSectionKey> = OwnerContent[K][number];
type Views = { [K in ListSectionKey]: (entry: Entry<K>, tools: ViewTools) => EntryView };

/** The parts that have text, each linked where it has an address. */
const details = (...parts: (DetailPart | string | undefined)[]): DetailPart[] =>
  parts.flatMap((part) => (typeof part === 'string' ? [{ text: part }] : part?.text ? [part] : []));
const linked = (text: string | undefined, href: string | undefined): DetailPart | undefined =>
  text ? { text, ...(href && { href }) } : undefined;
const present = (...texts: (string | undefined)[]) => texts.filter((text) => !!text) as string[];
/** Names joined as the language lists them ('Team lead and Designer', 'A、B和C'). */
const listed = (tag: string, names: string[]) =>
  new Intl.ListFormat(tag, { type: 'conjunction' }).format(names);

const base = (id: string) => ({ id, details: [], paragraphs: [], bullets: [] });

export const entryViews: Views = {
  experience: (job, { words, showDates }) => ({
    ...base(job.id),
    ...(job.image && { image: { src: job.image, alt: job.alt ?? '' } }),
    // A role with no organisation named is its own heading; an organisation with no role, too.
    title: job.title ?? job.company ?? '',
    ...(job.title && job.company
      ? { employer: job.company }
      : !job.title && job.url && { titleHref: job.url }),
    details: details(job.title ? linked(job.company, job.url) : undefined, job.location),
    date: showDates(job),
    paragraphs: present(job.description, job.summary),
    bullets: job.bullets,
    tags: { items: job.tags, color: job.tagColor ?? 'green', label: words.skillsUsed },
  }),
  volunteer: (role, { showDates }) => ({
    ...base(role.id),
    // A role with no organisation named is its own heading; an organisation with no role, too.
    title: role.position ?? role.organization ?? '',
    ...(role.position && role.organization
      ? { employer: role.organization }
      : role.url && !role.position && { titleHref: role.url }),
    details: role.position ? details(linked(role.organization, role.url)) : [],
    date: showDates(role),
    paragraphs: present(role.summary),
    bullets: role.highlights ?? [],
  }),
  awards: (award, { words, showDate }) => ({
    ...base(award.id),
    ...(award.image && { image: { src: award.image, alt: '' } }),
    // An award with no title is headed by its awarder.
    ...(awardHeading(award, words)
      ? { title: awardHeading(award, words)!, details: details(award.organiser) }
      : { title: award.organiser ?? '', details: [] }),
    date: showDate(award.date),
    paragraphs: present(award.summary),
    tags: { items: award.tags, color: 'amber', label: words.awardTopics },
  }),
  certificates: (certificate, { words, showDate, today }) => ({
    ...base(certificate.id),
    title: certificate.name,
    ...(certificate.url && { titleHref: certificate.url }),
    details: details(
      certificate.issuer,
      certificate.expires &&
        fillIn(
          hasPassed(certificate.expires, today)
            ? words.certificateExpired
            : words.certificateValidUntil,
          { date: showDate(certificate.expires)! },
        ),
    ),
    date: showDate(certificate.date),
  }),
  education: (degree, { words, showDates }) => ({
    ...base(degree.id),
    ...(degree.image && { image: { src: degree.image, alt: '' } }),
    // Studies with no degree or field named are headed by their school (the schema asks for one).
    ...(degreeHeading(degree, words)
      ? {
          title: degreeHeading(degree, words)!,
          details: details(linked(degree.institute, degree.url)),
        }
      : { title: degree.institute ?? '', ...(degree.url && { titleHref: degree.url }) }),
    date: showDates(degree),
    paragraphs: present(
      degree.score && fillIn(words.grade, { score: degree.score }),
      degree.notes,
      degree.activities,
    ),
  }),
  publications: (publication, { showDate }) => ({
    ...base(publication.id),
    title: publication.name,
    ...(publication.url && { titleHref: publication.url }),
    details: details(publication.publisher),
    date: showDate(publication.date),
    paragraphs: present(publication.summary),
  }),
  projects: (project, { tag, words, showDates }) => ({
    ...base(project.id),
    title: project.title,
    details: details(
      project.entity,
      project.type,
      project.roles?.length
        ? fillIn(words.projectRoles, { roles: listed(tag, project.roles) })
        : undefined,
    ),
    date: showDates(project),
    paragraphs: present(project.summary),
    bullets: project.description,
    tags: { items: project.tags, color: 'violet', label: words.builtWith },
  }),
  languages: (language) => ({
    ...base(language.id),
    title: language.language,
    details: details(language.fluency),
  }),
  interests: (interest) => ({
    ...base(interest.id),
    title: interest.name,
    tags: { items: interest.keywords ?? [], color: 'sky', label: interest.name },
  }),
  references: (reference) => ({
    ...base(reference.id),
    title: reference.name ?? '',
    paragraphs: [reference.reference],
    quote: true,
  }),
};

/**
 * A degree's heading: its kind and field as the language joins them ('BSc, Mathematics'), or the
 * one of them it has; none when it has neither.
 */
export function degreeHeading(
  { degree, area }: { degree?: string; area?: string },
  words: Pick<Catalog, 'degreeInField'>,
): string | undefined {
  if (degree && area) return fillIn(words.degreeInField, { degree, field: area });
  return degree ?? area;
}

/** Whether a date written as a year, a month or a day is over by `today` (an ISO day). */
const hasPassed = (iso: string, today: string) => iso < today.slice(0, iso.length);

/** Every entry of every section, as it reads. */
export function viewsOf(owner: OwnerContent, context: ViewContext) {
  const { tag, words, dates = 'page' } = context;
  const tools: ViewTools = {
    today: new Date().toISOString().slice(0, 10),
    ...context,
    showDates: (span) => showSpan(tag, span, words, dates),
    showDate: (iso) => showDay(tag, iso, dates),
  };
  return Object.fromEntries(
    (Object.keys(entryViews) as ListSectionKey[]).map((key) => [
      key,
      (owner[key] as Entry<typeof key>[]).map((item) =>
        (entryViews[key] as (entry: Entry<typeof key>, tools: ViewTools) => EntryView)(item, tools),
      ),
    ]),
  ) as Record<ListSectionKey, EntryView[]>;
}
