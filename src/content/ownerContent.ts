/** The owner's content as its file holds it (src/content/portfolio.json): types only. */
import type { Style } from '../../styles/looks';
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
interface ContentHead extends Extra {
  language: string;
  words?: Record<string, string | Record<string, string>>;
  style?: Style;
  sectionOrder?: SectionKey[];
  profile: EntryOf<typeof profileFields>;
  about: EntryOf<typeof aboutFields>;
}
/** The owner's content, each section with its entries (none where the file leaves it out). */
export type OwnerContent = ContentHead & ListsOf<false>;
/** The content as its file may write it: a section with no entries may be left out. */
export type OwnerContentFile = ContentHead & ListsOf<true>;
