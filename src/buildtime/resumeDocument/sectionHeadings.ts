/**
 * The headings a résumé's sections go by, in every language the site has a catalog for (its
 * section titles) and the variants résumés write (headingWords.json): which section a line heads,
 * and in which languages that heading is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../../i18n/words';
import { catalogDir, catalogTags } from '../content/languages';
import headingWords from './headingWords.json';

/** The sections a résumé is read into: JSON Resume's, and its contacts and summary. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'volunteer'
  | 'awards'
  | 'certificates'
  | 'education'
  | 'publications'
  | 'projects'
  | 'languages'
  | 'interests'
  | 'references'
  | 'skills'
  | 'contact';

/** The catalog title of each section the site shows under one. */
const catalogTitles: Partial<Record<SectionKind, keyof Catalog>> = {
  summary: 'aboutTitle',
  experience: 'experienceTitle',
  volunteer: 'volunteerTitle',
  awards: 'awardsTitle',
  certificates: 'certificatesTitle',
  education: 'educationTitle',
  publications: 'publicationsTitle',
  projects: 'projectsTitle',
  languages: 'spokenLanguagesTitle',
  interests: 'interestsTitle',
  references: 'referencesTitle',
  skills: 'skillsTitle',
};

/** Every catalog, by its language tag. */
export const catalogs: Record<string, Catalog> = Object.fromEntries(
  catalogTags().map((tag) => [
    tag,
    JSON.parse(fs.readFileSync(path.join(catalogDir, `${tag}.json`), 'utf8')) as Catalog,
  ]),
);

/**
 * A heading as compared: without case, accents, punctuation or spaces, so that "WORK
 * EXPERIENCE", "Work experience:" and "W O R K  E X P E R I E N C E" are one.
 */
export const headingKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

interface KnownHeading {
  section: SectionKind;
  languages: string[];
}

function knownHeadings(): Map<string, KnownHeading> {
  const known = new Map<string, KnownHeading>();
  const add = (text: string, section: SectionKind, language: string) => {
    const key = headingKey(text);
    if (!key) return;
    const found = known.get(key) ?? { section, languages: [] };
    if (!found.languages.includes(language)) found.languages.push(language);
    known.set(key, found);
  };
  for (const [tag, catalog] of Object.entries(catalogs))
    for (const [section, title] of Object.entries(catalogTitles))
      add(catalog[title] as string, section as SectionKind, tag);
  const { $comment: _comment, ...variants } = headingWords;
  for (const [section, byLanguage] of Object.entries(variants))
    for (const [language, texts] of Object.entries(byLanguage as Record<string, string[]>))
      for (const text of texts) add(text, section as SectionKind, language);
  return known;
}

const known = knownHeadings();

/** The section a line's words head, and the languages that heading is written in. */
export function headingOf(text: string): KnownHeading | undefined {
  if (text.length > 48) return undefined;
  return known.get(headingKey(text));
}
