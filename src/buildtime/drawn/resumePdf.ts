import { cornerShapes } from '../../../styles/looks';
import type { Look } from '../look/look';
import type { EntryView, SiteContent } from '../../content/types';
import { fillIn, type Catalog } from '../../i18n/words';
import type { DrawnText } from './typeset/fonts';
import { typstLanguage, type Typeset } from './typeset/typst';

interface ResumeSection {
  title: string;
  text?: string;
  groups?: { name: string; items: string[] }[];
  entries?: {
    title: string;
    /** Where the title links to. */
    link?: string;
    details: string[];
    paragraphs: string[];
    bullets: string[];
    tags: string[];
    /** A degree's courses. */
    units: string[];
    quote: boolean;
  }[];
}

/**
 * Text the owner did not write, between Unicode's isolate marks: Typst then lays it out in its own
 * direction, as <bdi> does on the page: an English title keeps its "?" at its end in Arabic, and a
 * blog's name does not take the day of the date beside it.
 */
const isolated = ({ foreign }: EntryView, text: string) => (foreign ? `\u2068${text}\u2069` : text);

/**
 * What the resume says, in the content's language and in the page's order: the data
 * src/buildtime/drawn/typeset/resume.typ lays out. Every entry reads as on the page (entryViews.ts).
 */
export function resumeData(content: SiteContent, words: Catalog) {
  const { profile, about } = content;
  const unitsOf = (id: string) =>
    content.education
      .find((entry) => entry.id === id)
      ?.units.map((unit) => (unit.code ? `${unit.code}  ${unit.name}` : unit.name)) ?? [];
  const sections: ResumeSection[] = content.sections.flatMap(({ id, title }): ResumeSection[] => {
    if (id === 'about')
      return [
        { title, text: about.summary },
        ...(about.skillGroups.length > 0
          ? [
              {
                title: words.skillsTitle,
                groups: about.skillGroups.map((group) => ({
                  name: group.level ? `${group.name} · ${group.level}` : group.name,
                  items: group.skills,
                })),
              },
            ]
          : []),
      ];
    const drawn = content.entries[id].filter((entry) => entry.drawnTitle !== null);
    if (drawn.length === 0) return [];
    return [
      {
        title,
        entries: drawn.map((entry) => ({
          title: isolated(entry, entry.drawnTitle ?? entry.title),
          ...(entry.titleHref && { link: entry.titleHref }),
          details: [
            ...entry.details.map((part) => isolated(entry, part.text)),
            ...(entry.date ? [entry.date] : []),
          ],
          paragraphs: entry.paragraphs,
          bullets: entry.bullets,
          tags: entry.tags?.items ?? [],
          units: id === 'education' ? unitsOf(entry.id) : [],
          quote: !!entry.quote,
        })),
      },
    ];
  });
  return {
    ...typstLanguage(content.language.tag),
    title: fillIn(words.resumeTitle, { name: profile.name }),
    name: profile.name,
    jobTitle: profile.title,
    tagline: profile.tagline,
    contacts: [
      profile.email,
      profile.phone,
      profile.shownAddress,
      profile.shownLocation,
      profile.codeHosting?.href,
      profile.professionalNetwork?.href,
    ].filter((contact) => !!contact),
    sections,
  };
}

/** Every text of the resume, with where it comes from, for the check that a font draws it. */
export function resumeTexts(data: ReturnType<typeof resumeData>): DrawnText[] {
  const texts: DrawnText[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
  };
  walk({ ...data, lang: undefined, region: undefined }, '');
  return texts;
}

/** The resume as a PDF (A4, one page or more), typeset by Typst with a text layer in every script. */
export function buildResumePdf(
  data: ReturnType<typeof resumeData>,
  { palette, corners }: Look,
  typeset: Typeset,
): Buffer {
  const { text, muted, link, border } = palette.light;
  return typeset(
    'resume.typ',
    {
      ...data,
      colors: { ink: text, muted, accent: link, rule: border, tag: palette.tags.slate.light[0] },
      // A tag's rounding in points, as the page rounds its pills.
      tagRadius: Math.round(cornerShapes[corners].drawn * 14),
    },
    'pdf',
  );
}
