/** Content types: the owner's content (see declarations.ts) as the page uses it. Types only. */
import type { TagColor } from '../../styles/palette';
import type { PageWords } from '../i18n/words';
import type { EntriesSectionKey, ListSectionKey, SectionKey } from './declarations';
import type { NetworkMark, ProfileSlot } from './profileNetworks';
import type { OwnerContent } from './ownerContent';

export type { TagColor, EntriesSectionKey, ListSectionKey, SectionKey };

/** The content's language: its BCP 47 tag and the direction its script is written in. */
export interface ContentLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The locale its dates and numbers are written in (languages.ts, formattingLocale). */
  formatting: string;
}

/** A link to the page in one of the site's languages, named in that language (Deutsch, العربية). */
export interface LanguageLink {
  tag: string;
  dir: ContentLanguage['dir'];
  name: string;
  /** Relative to the page that shows the link, so the site works under any path. */
  href: string;
  current: boolean;
}

/** A profile link as the page shows it: named, with its network's mark when the site knows it. */
export interface ProfileLink {
  label: string;
  href: string;
  mark?: NetworkMark;
}

type OwnerProfile = OwnerContent['profile'];
/** The profile as the page shows it: its links filed by slot, its location in words. */
export type Profile = Omit<OwnerProfile, 'profiles' | 'location'> &
  Partial<Record<Exclude<ProfileSlot, 'otherProfiles'>, ProfileLink>> & {
    otherProfiles?: ProfileLink[];
    /** Where the owner is, as the page says it: 'Rotterdam, Netherlands'. */
    shownLocation?: string;
    /** The street address, when the owner shows it. */
    shownAddress?: string;
    /** The tagline, where the page and the résumé show it: not where it repeats About or the title. */
    shownTagline?: string;
  };
export type SkillGroup = OwnerContent['about']['skillGroups'][number] & {
  color: TagColor;
  /** The group's name, where it says more than the Skills heading above it. */
  shownName?: string;
};
export type About = Omit<OwnerContent['about'], 'skillGroups'> & { skillGroups: SkillGroup[] };

/** Text of an entry's line of details, linked where the content gives an address. */
export interface DetailPart {
  text: string;
  href?: string;
}

/**
 * One entry as the page and the resume PDF show it, made at build time from its section's
 * fields (entryViews.ts), in the content's language.
 */
export interface EntryView {
  id: string;
  image?: { src: string; alt: string };
  title: string;
  /** Where the title links to (a publication's address). */
  titleHref?: string;
  /**
   * Text the owner did not write (a post from a feed), in its own language where the feed names
   * it, and its own direction: its title and details are isolated (<bdi>), so that an English
   * title keeps its punctuation in place on a right-to-left page.
   */
  foreign?: { lang?: string };
  /**
   * The title as resume.pdf draws it, where that differs (a post's title without its emoji), or
   * null to leave the entry out of the PDF (a post's title has letters no installed font draws).
   */
  drawnTitle?: string | null;
  details: DetailPart[];
  date?: string;
  paragraphs: string[];
  bullets: string[];
  tags?: { items: string[]; color: TagColor; label: string };
  /** A reference: its `paragraphs` are the quotation, its `title` who said it. */
  quote?: true;
  /** The organisation, for a role at one: also its first detail (roles.ts). */
  employer?: string;
  /** Roles in a row at the organisation this entry names, each with its own title and dates. */
  roles?: EntryView[];
}

export type EducationEntry = OwnerContent['education'][number] & {
  /** Id of its collapsible units list, when it has units; also the key of its open state. */
  unitsListId?: string;
};
export type CourseUnit = EducationEntry['units'][number];
export type Project = OwnerContent['projects'][number];
export type ProjectLink = Project['links'][number];

/** A section the page shows, in the owner's order, with its heading in the page's language. */
export interface ShownSection {
  id: SectionKey;
  title: string;
}

/** What the page is made from: the content with its defaults, dates and interface words. */
export interface SiteContent {
  language: ContentLanguage;
  words: PageWords;
  /** Every language of the site, for the switch; empty on a single-language site. */
  languageLinks: LanguageLink[];
  /** The sections that have something to show, in the owner's order. */
  sections: ShownSection[];
  profile: Profile;
  about: About;
  education: EducationEntry[];
  projects: Project[];
  /** Every entry of every section as it reads, by section. */
  entries: Record<EntriesSectionKey, EntryView[]>;
  /** The owner's content as written, for the build's resume.json; never in the page's scripts. */
  owner: OwnerContent;
}
