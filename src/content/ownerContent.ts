/** The owner's content as its file holds it (owner/portfolio.json): types only. */
import type { Style } from '../../styles/looks';
import type { ResumeLayout, ResumePaper } from './constants';
import type { OwnerAnalytics } from '../lib/analytics/providers';

export type { OwnerAnalytics };
import type {
  aboutFields,
  EntryOf,
  Extra,
  ListSectionKey,
  listSections,
  profileFields,
  SectionKey,
} from './declarations';

type ListsOf<Optional extends boolean> = Optional extends true
  ? { [K in ListSectionKey]?: EntryOf<(typeof listSections)[K]['fields']>[] }
  : { [K in ListSectionKey]: EntryOf<(typeof listSections)[K]['fields']>[] };
/** What the owner does elsewhere, read at every build (src/buildtime/sources/). */
export interface OwnerSources {
  /**
   * A GitHub user, or a user and the repositories chosen (their own by name, anyone's as
   * owner/name): their stars, language and activity.
   */
  github?: string | { user: string; repositories: string[] };
  /** RSS or Atom addresses, whose latest posts the Writing section lists. */
  feeds?: string[];
  /** How many posts the Writing section lists. */
  posts?: number;
}

/** How resume.pdf is laid out; the page and resume.json always carry everything. */
export interface OwnerResume {
  /** One of the layouts (classic unless told). */
  layout?: ResumeLayout;
  /** How many pages to fit it in, leaving out what matters least first; all of it unless told. */
  pages?: number;
  /** A4, or US Letter; unless told, what the content's language and region use. */
  paper?: ResumePaper;
  /** Whether the photo is drawn (it is unless told). */
  photo?: boolean;
  /** Entries left out of the PDF, by id. */
  leaveOut?: string[];
  /** Entries kept whole when fitting to `pages`, by id. */
  keep?: string[];
  /** Whether the site publishes the same résumé as resume.docx too (it does not unless told). */
  wordFile?: boolean;
}

/**
 * A line of a résumé document the import could not place, kept here alone for the owner to look
 * at (never published: not on the page, in the PDF or in resume.json until the owner moves it),
 * or kept where `placedIn` says: `npm run content:check` lists it until the owner removes it.
 */
export interface UnplacedLine {
  /** The line as the document has it. */
  line: string;
  /** The page it is on, in a PDF. */
  page?: number;
  /** Why it was not placed: a line outside any entry, an entry with no dates, a heading not known. */
  reason: string;
  /** Where in the content it was kept, as the owner's words: `experience[1]`. */
  placedIn?: string;
  /** Where it seems to belong, for the owner to move it there: `experience[1].summary`. */
  near?: string;
}

interface ContentHead extends Extra {
  /** Where an editor finds the file's JSON Schema. */
  $schema?: string;
  /** The format the file is written in (src/buildtime/content/migrations/). */
  format?: number;
  language: string;
  words?: Record<string, string | Record<string, string>>;
  style?: Style;
  sources?: OwnerSources;
  resume?: OwnerResume;
  analytics?: OwnerAnalytics;
  sectionOrder?: SectionKey[];
  /** What the import of a résumé document could not place, until the owner has looked. */
  unplacedLines?: UnplacedLine[];
  profile: EntryOf<typeof profileFields>;
  about: EntryOf<typeof aboutFields>;
}
/** The owner's content, each section with its entries (none where the file leaves it out). */
export type OwnerContent = ContentHead & ListsOf<false>;
/** The content as its file may write it: a section with no entries may be left out. */
export type OwnerContentFile = ContentHead & ListsOf<true>;
