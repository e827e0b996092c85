/** Content types: the owner's content (see schema.ts) with its defaults filled in. No JSX. */
import type { TagColor } from '../../styles/palette';
import type { OwnerContent } from './schema';

export type { TagColor };

export const projectCategories = ['personal', 'forclients'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectLinkIcons = ['code', 'demo', 'video'] as const;

export type Profile = OwnerContent['profile'];
export type ProfileLink = NonNullable<Profile['codeHosting']>;
export type SkillGroup = OwnerContent['about']['skillGroups'][number] & { color: TagColor };
export type About = Omit<OwnerContent['about'], 'skillGroups'> & { skillGroups: SkillGroup[] };
export type ExperienceEntry = OwnerContent['experience'][number] & { tagColor: TagColor };
export type AwardEntry = OwnerContent['awards'][number];
export type EducationEntry = OwnerContent['education'][number] & {
  /** Id of the collapsible units list; also the key of its open state. */
  unitsListId: string;
};
export type CourseUnit = EducationEntry['units'][number];
export type Project = OwnerContent['projects'][number];
export type ProjectLink = Project['links'][number];

export interface SiteContent {
  profile: Profile;
  about: About;
  experience: ExperienceEntry[];
  awards: AwardEntry[];
  education: EducationEntry[];
  projects: Project[];
}
