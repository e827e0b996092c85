import { organisationKey } from '../../content/roles';
import { entryName, type ResumeData, type ResumeEntry, type ResumeSection } from './resumeData';

/** A part of an entry the PDF can do without, and what it is called in the build's lines. */
export type Part = 'bullets' | 'bullet' | 'units' | 'tags' | 'entry';
const partNames: Record<Part, string> = {
  bullets: 'the bullet points',
  bullet: 'a bullet point',
  units: 'the course list',
  tags: 'the tags',
  entry: 'the whole entry',
};

interface Cut {
  section: number;
  id: string;
  part: Part;
  /** The bullet point, for a cut of one. */
  bullet?: string;
  /** The entries that leave with this one: the other roles at its organisation. */
  alongside?: string[];
}

/** How much each entry and each bullet point of a résumé matters to its reader, more is more. */
export interface Relevance {
  entry: (id: string) => number;
  /** A bullet point's, or a tag's. */
  bullet: (bullet: string) => number;
  /** Entries that stay whatever they match, though their parts may go (the latest degree). */
  stays?: ReadonlySet<string>;
}

/**
 * What leaves the PDF first when it is too long, in an order the owner can predict
 * (docs/resume.md): the sections are taken from the last on the page to the first, and within each
 * from its last entry up.
 * 1. the bullet points of every entry but each section's first;
 * 2. course lists;
 * 3. tags;
 * 4. every entry but each section's first;
 * 5. each section's first entry.
 * About, the skills and the entries the owner keeps (`resume.keep`) always stay.
 */
function cutsOf(data: ResumeData, keep: Set<string>, relevance?: Relevance): Cut[] {
  const entries = data.sections
    .flatMap(({ entries = [] }, section) =>
      entries.map((entry, index) => ({ section, index, entry })),
    )
    .filter(({ entry }) => !keep.has(entry.id))
    .reverse();
  const cuts = (part: Part, takes: (entry: ResumeEntry, index: number) => boolean): Cut[] =>
    entries
      .filter(({ entry, index }) => takes(entry, index))
      .map(({ section, entry }) => ({ section, id: entry.id, part }));
  if (relevance) return relevantCuts(data, entries, relevance, keep);
  return [
    ...cuts('bullets', (entry, index) => index > 0 && entry.bullets.length > 0),
    ...cuts('units', (entry) => entry.units.length > 0),
    ...cuts('tags', (entry) => entry.tags.length > 0),
    ...cuts('entry', (_, index) => index > 0),
    ...cuts('entry', (_, index) => index === 0),
  ];
}

/** The sections a career is read by: an entry of theirs goes after every bullet point that matches nothing. */
const spine = new Set<string | undefined>(['experience', 'education']);

/** Roles in a row at one organisation (a promotion), newest first as the section lists them. */
function rolesInARow(roles: ResumeEntry[]): ResumeEntry[][] {
  const runs: ResumeEntry[][] = [];
  for (const role of roles) {
    const run = runs.at(-1);
    const same =
      run &&
      role.employer &&
      run[0]!.employer &&
      organisationKey(role.employer) === organisationKey(run[0]!.employer);
    if (same) run.push(role);
    else runs.push([role]);
  }
  return runs;
}

/**
 * How soon each role may go, for a career without a hole (what a hiring manager reads first):
 * roles go from the oldest up, never from the middle, and the roles at one organisation together
 * (a promotion shows). A role is worth what the most relevant of it and the roles older than it
 * is; none goes while an older one is kept or stays.
 */
function careerWorth(
  sections: ResumeSection[],
  relevance: Relevance,
  keep: Set<string>,
): Map<string, number> {
  const roles = sections.find(({ key }) => key === 'experience')?.entries ?? [];
  const worth = new Map<string, number>();
  let older = -Infinity;
  for (const run of rolesInARow(roles).reverse()) {
    const staysWhole = run.some(({ id }) => keep.has(id) || relevance.stays?.has(id));
    const own = staysWhole ? [Infinity] : run.map(({ id }) => relevance.entry(id));
    older = Math.max(older, ...own);
    for (const { id } of run) worth.set(id, older);
  }
  return worth;
}

/**
 * What leaves an application's résumé first: what matches the fewest of the posting's requirements
 * (src/buildtime/applications/matching/).
 * 1. entries that match nothing, but roles and degrees (so a section that matches nothing goes
 *    whole: awards, volunteering, a project of another trade);
 * 2. bullet points that match nothing, those of the least relevant entries first;
 * 3. course lists, then the tags of entries whose tags match nothing (tags that match show
 *    why the entry stays);
 * 4. the other entries, the least relevant first: roles and degrees that match nothing, then
 *    those that match something; never those the relevance says stay (their parts may go).
 *    Roles go by their worth in the career (careerWorth): from the oldest up, the roles at one
 *    organisation together, so a role between two that stay stays too, at least as a line.
 * Ties go as on the site's résumé: from the last section up, the last entry first.
 */
function relevantCuts(
  { sections }: ResumeData,
  entries: { section: number; entry: ResumeEntry }[],
  relevance: Relevance,
  keep: Set<string>,
): Cut[] {
  const career = careerWorth(sections, relevance, keep);
  const worth = (id: string) => career.get(id) ?? relevance.entry(id);
  const byRelevance = [...entries].sort((a, b) => worth(a.entry.id) - worth(b.entry.id));
  const isAside = ({ section, entry }: { section: number; entry: ResumeEntry }) =>
    relevance.entry(entry.id) === 0 && !spine.has(sections[section]!.key);
  const rest = byRelevance.filter((one) => !isAside(one));
  const mayGo = ({ entry }: { entry: ResumeEntry }) =>
    !relevance.stays?.has(entry.id) && worth(entry.id) !== Infinity;
  const matches = (text: string) => relevance.bullet(text) > 0;
  const cut = (part: Part, { section, entry }: { section: number; entry: ResumeEntry }) => ({
    section,
    id: entry.id,
    part,
  });
  const runOf = new Map(
    rolesInARow(sections.find(({ key }) => key === 'experience')?.entries ?? []).flatMap((run) =>
      run.map(({ id }) => [id, run.map((role) => role.id)] as const),
    ),
  );
  // A run of roles leaves as one cut, named by the first of it to come in this order.
  const leaving = new Set<string>();
  const entryCuts = rest.filter(mayGo).flatMap((one): Cut[] => {
    if (leaving.has(one.entry.id)) return [];
    const run = runOf.get(one.entry.id) ?? [one.entry.id];
    for (const id of run) leaving.add(id);
    const alongside = run.filter((id) => id !== one.entry.id);
    return [{ ...cut('entry', one), ...(alongside.length > 0 && { alongside }) }];
  });
  return [
    ...byRelevance.filter((one) => isAside(one) && mayGo(one)).map((one) => cut('entry', one)),
    ...rest.flatMap(({ section, entry }) =>
      entry.bullets
        .filter((bullet) => !matches(bullet))
        .reverse()
        .map((bullet) => ({ section, id: entry.id, part: 'bullet' as const, bullet })),
    ),
    ...rest.filter(({ entry }) => entry.units.length > 0).map((one) => cut('units', one)),
    ...rest
      .filter(({ entry }) => entry.tags.length > 0 && !entry.tags.some(matches))
      .map((one) => cut('tags', one)),
    ...entryCuts,
  ];
}

/** The entries a cut takes whole, the roles that leave with it too. */
const entriesGone = (cuts: Cut[]) =>
  new Set(
    cuts
      .filter(({ part }) => part === 'entry')
      .flatMap(({ id, alongside = [] }) => [id, ...alongside]),
  );

/** The résumé without these parts; a section whose entries all left goes with them. */
function without(data: ResumeData, cuts: Cut[]): ResumeData {
  const cutOf = (section: number, id: string, part: Part) =>
    cuts.some(
      (cut) =>
        cut.section === section &&
        (cut.id === id || !!cut.alongside?.includes(id)) &&
        cut.part === part,
    );
  const sections = data.sections.flatMap((section, index) => {
    if (!section.entries) return [section];
    const entries = section.entries
      .filter(({ id }) => !cutOf(index, id, 'entry'))
      .map((entry) => ({
        ...entry,
        bullets: cutOf(index, entry.id, 'bullets')
          ? []
          : entry.bullets.filter(
              (bullet) =>
                !cuts.some(
                  (cut) => cut.section === index && cut.id === entry.id && cut.bullet === bullet,
                ),
            ),
        units: cutOf(index, entry.id, 'units') ? [] : entry.units,
        tags: cutOf(index, entry.id, 'tags') ? [] : entry.tags,
      }));
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
  return { ...data, sections };
}

/** One line for each entry or part left out: a part of an entry that left whole is not named. */
function linesOf(data: ResumeData, cuts: Cut[], pages: number): string[] {
  const gone = entriesGone(cuts);
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
 * The lines of what an application's résumé leaves out, entries named as the owner wrote them:
 * one for the bullet points that match nothing, one for the course lists, one for the tags, and
 * one for each entry.
 */
function relevantLinesOf(data: ResumeData, cuts: Cut[], pages: number): string[] {
  const gone = entriesGone(cuts);
  const fit = `to fit in ${pages} page${pages === 1 ? '' : 's'} (resume.pages)`;
  const nameOf = ({ section, id }: Cut) =>
    entryName(data.sections[section]!.entries!.find((item) => item.id === id)!);
  const partly = (part: Part) => cuts.filter((cut) => cut.part === part && !gone.has(cut.id));
  const counted = new Map<string, number>();
  for (const cut of partly('bullet')) counted.set(nameOf(cut), (counted.get(nameOf(cut)) ?? 0) + 1);
  const listed = (part: Part) => [...new Set(partly(part).map(nameOf))].join('; ');
  return [
    ...(counted.size > 0
      ? [
          `leaves out bullet points that answer nothing of the posting, ${fit}: ${[...counted]
            .map(([name, count]) => `${count} of ${name}`)
            .join('; ')}`,
        ]
      : []),
    ...(partly('units').length > 0
      ? [`leaves out the course lists, ${fit}: ${listed('units')}`]
      : []),
    ...(partly('tags').length > 0 ? [`leaves out the tags, ${fit}: ${listed('tags')}`] : []),
    ...cuts
      .filter(({ part }) => part === 'entry')
      .flatMap((cut) => [cut.id, ...(cut.alongside ?? [])].map((id) => ({ ...cut, id })))
      .map((cut) => `leaves out ${nameOf(cut)}, ${fit}`),
  ];
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
  /** An application's: what it leaves out goes by it (relevantCuts), and is named as the owner wrote it. */
  relevance?: Relevance,
): { data: ResumeData; lines: string[] } {
  const cuts = cutsOf(data, keep, relevance);
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
  const lines = (relevance ? relevantLinesOf : linesOf)(data, made, pages);
  const length = countWith(fits);
  if (length > pages)
    lines.push(
      `still runs to ${length} pages with all of that left out: what resume.keep names, About ` +
        'and the skills always stay. Keep fewer entries, or allow more pages.',
    );
  return { data: without(data, made), lines };
}
