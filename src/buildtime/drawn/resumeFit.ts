import type { ResumeData, ResumeEntry } from './resumeData';

/** A part of an entry the PDF can do without, and what it is called in the build's lines. */
type Part = 'bullets' | 'units' | 'tags' | 'entry';
const partNames: Record<Part, string> = {
  bullets: 'the bullet points',
  units: 'the course list',
  tags: 'the tags',
  entry: 'the whole entry',
};

interface Cut {
  section: number;
  id: string;
  part: Part;
}

/**
 * What leaves the PDF first when it is too long, in an order the owner can predict (README, "The
 * résumé PDF"): the sections are taken from the last on the page to the first, and within each
 * from its last entry up.
 * 1. the bullet points of every entry but each section's first;
 * 2. course lists;
 * 3. tags;
 * 4. every entry but each section's first;
 * 5. each section's first entry.
 * About, the skills and the entries the owner keeps (`resume.keep`) always stay.
 */
function cutsOf({ sections }: ResumeData, keep: Set<string>): Cut[] {
  const entries = sections
    .flatMap(({ entries = [] }, section) =>
      entries.map((entry, index) => ({ section, index, entry })),
    )
    .filter(({ entry }) => !keep.has(entry.id))
    .reverse();
  const cuts = (part: Part, takes: (entry: ResumeEntry, index: number) => boolean): Cut[] =>
    entries
      .filter(({ entry, index }) => takes(entry, index))
      .map(({ section, entry }) => ({ section, id: entry.id, part }));
  return [
    ...cuts('bullets', (entry, index) => index > 0 && entry.bullets.length > 0),
    ...cuts('units', (entry) => entry.units.length > 0),
    ...cuts('tags', (entry) => entry.tags.length > 0),
    ...cuts('entry', (_, index) => index > 0),
    ...cuts('entry', (_, index) => index === 0),
  ];
}

/** The résumé without these parts; a section whose entries all left goes with them. */
function without(data: ResumeData, cuts: Cut[]): ResumeData {
  const cutOf = (section: number, id: string, part: Part) =>
    cuts.some((cut) => cut.section === section && cut.id === id && cut.part === part);
  const sections = data.sections.flatMap((section, index) => {
    if (!section.entries) return [section];
    const entries = section.entries
      .filter(({ id }) => !cutOf(index, id, 'entry'))
      .map((entry) => ({
        ...entry,
        bullets: cutOf(index, entry.id, 'bullets') ? [] : entry.bullets,
        units: cutOf(index, entry.id, 'units') ? [] : entry.units,
        tags: cutOf(index, entry.id, 'tags') ? [] : entry.tags,
      }));
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
  return { ...data, sections };
}

/** One line for each entry or part left out: a part of an entry that left whole is not named. */
function linesOf(data: ResumeData, cuts: Cut[], pages: number): string[] {
  const gone = new Set(cuts.filter(({ part }) => part === 'entry').map(({ id }) => id));
  const pagesWord = `${pages} page${pages === 1 ? '' : 's'}`;
  return cuts
    .filter(({ id, part }) => part === 'entry' || !gone.has(id))
    .map(({ section, id, part }) => {
      const { key, title } = data.sections[section]!;
      const entry = data.sections[section]!.entries!.find((item) => item.id === id)!;
      return (
        `leaves out ${partNames[part]} of ${key} "${id}" (${entry.title}), to fit in ` +
        `${pagesWord} (resume.pages); the page still shows it under ${title}.`
      );
    });
}

/**
 * The résumé cut to `pages` pages, leaving out as little as it can in the order of cutsOf, and a
 * line for each part left out. It is laid out a handful of times only: the fewest cuts that fit
 * are found by halving (a cut never makes it longer). When even every cut leaves it too long,
 * every cut is made and a line says how long it still is.
 */
export function fitToPages(
  data: ResumeData,
  pages: number,
  keep: Set<string>,
  pageCount: (data: ResumeData) => number,
): { data: ResumeData; lines: string[] } {
  const cuts = cutsOf(data, keep);
  const counted = new Map<number, number>();
  const countWith = (made: number) => {
    if (!counted.has(made)) counted.set(made, pageCount(without(data, cuts.slice(0, made))));
    return counted.get(made)!;
  };
  if (countWith(0) <= pages) return { data, lines: [] };
  let [tooLong, fits] = [0, cuts.length];
  while (fits - tooLong > 1) {
    const middle = Math.floor((tooLong + fits) / 2);
    if (countWith(middle) <= pages) fits = middle;
    else tooLong = middle;
  }
  const made = cuts.slice(0, fits);
  const lines = linesOf(data, made, pages);
  const length = countWith(fits);
  if (length > pages)
    lines.push(
      `still runs to ${length} pages with all of that left out: what resume.keep names, About ` +
        'and the skills always stay. Keep fewer entries, or allow more pages.',
    );
  return { data: without(data, made), lines };
}
