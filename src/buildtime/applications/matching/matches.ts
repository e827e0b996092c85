/**
 * Which of the posting's requirements each part of a résumé matches: each entry (by any of its texts),
 * each bullet point, the skills and the summary. The fit (resumeFit.ts) keeps the parts that
 * match most; the report names them.
 */
import {
  entryName,
  isolates,
  type ResumeData,
  type ResumeEntry,
  type ResumeSection,
} from '../../documents/resumeData';
import { runsOf, type Requirement, type OwnersWords } from './requirements';
import type { Relevance } from '../../documents/resumeFit';
import { holds, words, type Word } from './words';
import { skillsShownBy } from './skillNames';

/** An entry's texts, and the skills its section shows by it (a publication: written communication). */
const entryTexts = (entry: ResumeEntry, section?: ResumeSection) => [
  ...skillsShownBy(section?.key),
  entry.title,
  ...entry.details,
  ...entry.paragraphs,
  ...entry.bullets,
  ...entry.tags,
  ...entry.units,
];

/** A section's own texts: its paragraph, and each skill group's name and skills. */
const sectionTexts = (section: ResumeSection): string[] => [
  ...(section.text ? [section.text] : []),
  ...(section.groups?.flatMap((group) => [...(group.name ? [group.name] : []), ...group.items]) ??
    []),
];

/** How a résumé's texts read as words, each text once. */
export function readerOf(tag: string) {
  const read = new Map<string, Word[]>();
  return (text: string) => {
    if (!read.has(text)) read.set(text, words(text.replace(isolates, ''), tag));
    return read.get(text)!;
  };
}

/** The requirements (their indexes) that some of these texts match ("N+ years" is the career's: careerYears). */
export const matchedBy = (requirements: Requirement[], texts: Word[][]) =>
  new Set(
    requirements.flatMap((requirement, index) =>
      requirement.years === undefined &&
      texts.some((text) => runsOf(requirement).some((keys) => holds(text, keys)))
        ? [index]
        : [],
    ),
  );

/** What a résumé names as skills (skills, tags, spoken languages) and everything it says. */
export function ownersWords(data: ResumeData, read: (text: string) => Word[]): OwnersWords {
  const entries = data.sections.flatMap((section) => section.entries ?? []);
  const languages = data.sections.find((section) => section.key === 'languages')?.entries ?? [];
  const terms = [
    ...data.sections.flatMap((section) => section.groups?.flatMap((group) => group.items) ?? []),
    ...entries.flatMap((entry) => entry.tags),
    ...languages.map((entry) => entry.title),
  ];
  const texts = [
    ...data.sections.flatMap(sectionTexts),
    ...data.sections.flatMap((section) =>
      (section.entries ?? []).flatMap((entry) => entryTexts(entry, section)),
    ),
  ];
  return { terms: terms.map(read), texts: texts.map(read) };
}

const monthsOf = (day: string) => {
  const [year, month = '1'] = day.split('-');
  return Number(year) * 12 + Number(month) - 1;
};

/**
 * The career's span on a résumé: from the first month of its oldest role to the last of its
 * newest (today's, for a role that goes on), in whole years, and its first and last year.
 */
export function careerSpan(
  data: ResumeData,
  today = new Date(),
): { years: number; from: number; to: number } | undefined {
  const roles = (data.sections.find(({ key }) => key === 'experience')?.entries ?? []).flatMap(
    ({ period }) => (period ? [period] : []),
  );
  if (roles.length === 0) return undefined;
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const from = Math.min(...roles.map(({ start }) => monthsOf(start)));
  const to = Math.max(...roles.map(({ end }) => (end ? monthsOf(end) : now)));
  return {
    years: Math.floor((to - from + 1) / 12),
    from: Math.floor(from / 12),
    to: Math.floor(to / 12),
  };
}

/** A part of the résumé that matches requirements, named as the owner wrote it. */
export interface Match {
  name: string;
  requirements: Set<number>;
}

/**
 * What matches each requirement on a résumé: its entries, its skills, its summary, and the span of its
 * roles ("5+ years": Experience, 2015–2026).
 */
export function resumeMatches(
  data: ResumeData,
  requirements: Requirement[],
  read: (text: string) => Word[],
): Match[] {
  const span = careerSpan(data);
  return data.sections.flatMap((section): Match[] => {
    if (section.entries)
      return [
        ...section.entries.map((entry) => ({
          name: entryName(entry),
          requirements: matchedBy(requirements, entryTexts(entry, section).map(read)),
        })),
        ...(section.key === 'experience' && span
          ? [
              {
                name: `${section.title}, ${span.from}–${span.to}`,
                requirements: new Set(
                  requirements.flatMap(({ years }, index) =>
                    years !== undefined && span.years >= years ? [index] : [],
                  ),
                ),
              },
            ]
          : []),
      ];
    return [
      {
        name: section.title,
        requirements: matchedBy(requirements, sectionTexts(section).map(read)),
      },
    ];
  });
}

/**
 * How relevant each entry and each bullet point is: the weight of the requirements it matches (requirements.ts),
 * so an entry matching the posting's main requirements outweighs one matching a word it says once.
 */
export function relevanceOf(
  data: ResumeData,
  requirements: Requirement[],
  read: (text: string) => Word[],
): Relevance {
  const weightOf = (matched: Set<number>) =>
    [...matched].reduce((sum, index) => sum + (requirements[index]!.weight ?? 1), 0);
  const scores = new Map(
    data.sections.flatMap((section) =>
      (section.entries ?? []).map(
        (entry) =>
          [
            entry.id,
            weightOf(matchedBy(requirements, entryTexts(entry, section).map(read))),
          ] as const,
      ),
    ),
  );
  return {
    entry: (id) => scores.get(id) ?? 0,
    bullet: (bullet) => weightOf(matchedBy(requirements, [read(bullet)])),
  };
}
