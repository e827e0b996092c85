import { palette } from '../../styles/palette';
import type { SiteContent } from '../content/types';
import { awardHeading, fillIn, type Catalog } from '../i18n/words';
import type { DrawnText } from './typeset/fonts';
import { typstLanguage, type Typeset } from './typeset/typst';

interface ResumeSection {
  title: string;
  text?: string;
  groups?: { name: string; items: string[] }[];
  entries?: {
    title: string;
    details: (string | undefined)[];
    summary?: string;
    bullets: string[];
  }[];
}

/** What the resume says, in the content's language: the data src/buildtime/typeset/resume.typ lays out. */
export function resumeData(content: SiteContent, words: Catalog) {
  const { profile, about, experience, awards, education, projects } = content;
  const section = (title: string, body: Omit<ResumeSection, 'title'>, shown = true) =>
    shown ? [{ title, ...body }] : [];
  const sections: ResumeSection[] = [
    ...section(words.aboutTitle, { text: about.summary }),
    ...section(
      words.skillsTitle,
      { groups: about.skillGroups.map((group) => ({ name: group.name, items: group.skills })) },
      about.skillGroups.length > 0,
    ),
    ...section(
      words.experienceTitle,
      {
        entries: experience.map((entry) => ({
          title: entry.title,
          details: [entry.company, entry.location, entry.shownDates],
          bullets: entry.bullets,
        })),
      },
      experience.length > 0,
    ),
    ...section(
      words.awardsTitle,
      {
        entries: awards.map((award) => ({
          title: awardHeading(award, words),
          details: [award.organiser, award.shownDates],
          ...(award.summary && { summary: award.summary }),
          bullets: [],
        })),
      },
      awards.length > 0,
    ),
    ...section(
      words.educationTitle,
      {
        entries: education.map((entry) => ({
          title: entry.degree,
          details: [entry.institute, entry.shownDates],
          bullets: [],
        })),
      },
      education.length > 0,
    ),
    ...section(
      words.projectsTitle,
      {
        entries: projects.map((project) => ({
          title: project.title,
          details: [],
          bullets: project.description,
        })),
      },
      projects.length > 0,
    ),
  ];
  return {
    ...typstLanguage(content.language.tag),
    title: fillIn(words.resumeTitle, { name: profile.name }),
    name: profile.name,
    jobTitle: profile.title,
    tagline: profile.tagline,
    contacts: [profile.email, profile.codeHosting?.href, profile.professionalNetwork?.href],
    sections,
    colors: {
      ink: palette.light.text,
      muted: palette.light.muted,
      accent: palette.light.accent,
      rule: palette.light.border,
      tag: palette.tags.slate.light[0],
    },
  };
}

/** Every text of the resume, with where it comes from, for the check that a font draws it. */
export function resumeTexts(data: ReturnType<typeof resumeData>): DrawnText[] {
  const texts: DrawnText[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
  };
  walk({ ...data, colors: undefined, lang: undefined, region: undefined }, '');
  return texts;
}

/** The resume as a PDF (A4, one page or more), typeset by Typst with a text layer in every script. */
export function buildResumePdf(data: ReturnType<typeof resumeData>, typeset: Typeset): Buffer {
  return typeset('resume.typ', data, 'pdf');
}
