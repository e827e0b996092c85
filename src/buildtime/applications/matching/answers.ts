/**
 * Which of the posting's asks each part of a résumé answers: each entry (by any of its texts),
 * each bullet point, the skills and the summary. The fit (resumeFit.ts) keeps the parts that
 * answer most; the report names them.
 */
import {
  entryName,
  isolates,
  type ResumeData,
  type ResumeEntry,
  type ResumeSection,
} from '../../drawn/resumeData';
import type { Ask, OwnersWords } from './asks';
import type { Relevance } from '../../drawn/resumeFit';
import { holds, words, type Word } from './words';

const entryTexts = (entry: ResumeEntry) => [
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

/** The asks (their indexes) that some of these texts answer ("N+ years" is the career's: careerYears). */
export const answeredBy = (asks: Ask[], texts: Word[][]) =>
  new Set(
    asks.flatMap((ask, index) =>
      ask.years === undefined && texts.some((text) => holds(text, ask.keys)) ? [index] : [],
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
  const texts = [...data.sections.flatMap(sectionTexts), ...entries.flatMap(entryTexts)];
  return { terms: terms.map(read), texts: texts.map(read) };
}

/** A part of the résumé that answers asks, named as the owner wrote it. */
export interface Answer {
  name: string;
  asks: Set<number>;
}

/** What answers each ask on a résumé: its entries, its skills, its summary. */
export function resumeAnswers(
  data: ResumeData,
  asks: Ask[],
  read: (text: string) => Word[],
): Answer[] {
  return data.sections.flatMap((section): Answer[] => {
    if (section.entries)
      return section.entries.map((entry) => ({
        name: entryName(entry),
        asks: answeredBy(asks, entryTexts(entry).map(read)),
      }));
    return [{ name: section.title, asks: answeredBy(asks, sectionTexts(section).map(read)) }];
  });
}

/** How relevant each entry and each bullet point is: the number of asks it answers. */
export function relevanceOf(
  data: ResumeData,
  asks: Ask[],
  read: (text: string) => Word[],
): Relevance {
  const scores = new Map(
    data.sections.flatMap((section) =>
      (section.entries ?? []).map(
        (entry) => [entry.id, answeredBy(asks, entryTexts(entry).map(read)).size] as const,
      ),
    ),
  );
  return {
    entry: (id) => scores.get(id) ?? 0,
    bullet: (bullet) => answeredBy(asks, [read(bullet)]).size,
  };
}
