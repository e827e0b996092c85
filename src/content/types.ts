/** Content types: the owner's content (see schema.ts) with its defaults filled in. Types only. */
import type { TagColor } from '../../styles/palette';
import type { PageWords } from '../i18n/words';
import type { NetworkMark, ProfileSlot } from './profileNetworks';
import type { OwnerContent } from './schema';

export type { TagColor };

/** The content's language: its BCP 47 tag and the direction its script is written in. */
export interface ContentLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
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

/** Dates as the content's language writes them, such as 'Mar 2022 – Present' or 'бер. 2022 р.'. */
interface ShownDates {
  shownDates?: string;
}

type OwnerProfile = OwnerContent['profile'];
/** A profile link as the page shows it: with its network's mark, which the build finds by address. */
export type ProfileLink = NonNullable<OwnerProfile['codeHosting']> & { mark?: NetworkMark };
export type Profile = Omit<OwnerProfile, ProfileSlot> &
  Partial<Record<Exclude<ProfileSlot, 'otherProfiles'>, ProfileLink>> & {
    otherProfiles?: ProfileLink[];
  };
export type SkillGroup = OwnerContent['about']['skillGroups'][number] & { color: TagColor };
export type About = Omit<OwnerContent['about'], 'skillGroups'> & { skillGroups: SkillGroup[] };
export type ExperienceEntry = OwnerContent['experience'][number] &
  ShownDates & {
    tagColor: TagColor;
  };
export type AwardEntry = OwnerContent['awards'][number] & ShownDates;
export type EducationEntry = OwnerContent['education'][number] &
  ShownDates & {
    /** Id of its collapsible units list, when it has units; also the key of its open state. */
    unitsListId?: string;
  };
export type CourseUnit = EducationEntry['units'][number];
export type Project = OwnerContent['projects'][number];
export type ProjectLink = Project['links'][number];

/** What the page is made from: the content with its defaults, dates and interface words. */
export interface SiteContent {
  language: ContentLanguage;
  words: PageWords;
  /** Every language of the site, for the switch; empty on a single-language site. */
  languageLinks: LanguageLink[];
  profile: Profile;
  about: About;
  experience: ExperienceEntry[];
  awards: AwardEntry[];
  education: EducationEntry[];
  projects: Project[];
}
