/** Content types, after section 3 of the specification. Content is data only: no JSX. */

export const tagColors = ['green', 'sky', 'violet', 'amber', 'rose', 'slate'] as const;
export type TagColor = (typeof tagColors)[number];

export const projectCategories = ['personal', 'forclients'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** A link to one of the owner's public profiles. */
export interface ProfileLink {
  /** Visible and accessible name, e.g. 'GitHub'. */
  label: string;
  href: string;
}

export interface Profile {
  name: string;
  title: string;
  tagline: string;
  /** Path under public/, relative so the site also works under a sub-path. */
  photo: string;
  photoAlt: string;
  /** Path of the resume PDF under public/. */
  resumePath: string;
  email: string;
  codeHosting: ProfileLink;
  professionalNetwork: ProfileLink;
  videoChannel: ProfileLink;
}

export type SkillGroupName = 'Languages' | 'Frameworks' | 'Backend' | 'Databases' | 'Practices';

export interface SkillGroup {
  name: SkillGroupName;
  tagColor: TagColor;
  skills: string[];
}

export interface About {
  summary: string;
  skillGroups: SkillGroup[];
}

export interface ExperienceEntry {
  id: string;
  image: string;
  alt: string;
  title: string;
  company: string;
  location: string;
  /** Free text range, e.g. 'Jan 2024 – Present'. */
  date: string;
  bullets: string[];
  tags: string[];
  /** Green by default; sky for incubation and negotiation roles. */
  tagColor: TagColor;
}

export interface AwardEntry {
  id: string;
  image: string;
  title: string;
  organiser: string;
  place: string;
  date: string;
  tags: string[];
}

export interface CourseUnit {
  code: string;
  name: string;
}

export interface EducationEntry {
  id: string;
  image: string;
  degree: string;
  institute: string;
  duration: string;
  /** Id of the collapsible units list; also the key of its open state. */
  unitsListId: string;
  units: CourseUnit[];
}

export type ProjectLinkIcon = 'code' | 'demo' | 'video';

export interface ProjectLink {
  text: string;
  href: string;
  icon: ProjectLinkIcon;
}

export interface Project {
  id: string;
  image: string;
  title: string;
  category: ProjectCategory;
  description: string[];
  tags: string[];
  links: ProjectLink[];
}
