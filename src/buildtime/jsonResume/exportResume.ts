import { profileLinks } from '../../components/profileLinks';
import { networkOf, profileSlots, usernameIn } from '../../content/profileNetworks';
import type { SiteContent } from '../../content/types';
import { awardHeading, type Catalog } from '../../i18n/words';
import type { PageAddress } from '../siteFiles';
import type { JsonResume } from './format';

const absolute = (relative: string, base: string | null) =>
  base ? new URL(relative, base).href : undefined;

const withoutEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;

/** The content as a JSON Resume, for any tool that reads one; absolute URLs need SITE_URL. */
export function toJsonResume(
  content: SiteContent,
  words: Catalog,
  { siteUrl, pageUrl }: PageAddress,
): JsonResume {
  const { profile, about } = content;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: withoutEmpty({
      name: profile.name,
      label: profile.title,
      image: absolute(profile.photo, siteUrl),
      email: profile.email,
      url: pageUrl ?? undefined,
      summary: about.summary,
      profiles: profileLinks(profile, profileSlots).map(({ label, href }) => {
        const network = networkOf(href);
        const username = network && usernameIn(network, href);
        return withoutEmpty({ network: network?.name ?? label, username, url: href });
      }),
    }),
    work: content.experience.map((entry) =>
      withoutEmpty({
        name: entry.company,
        position: entry.title,
        location: entry.location,
        startDate: entry.start,
        endDate: entry.end,
        highlights: entry.bullets,
        keywords: entry.tags,
      }),
    ),
    awards: content.awards.map((award) =>
      withoutEmpty({
        title: awardHeading(award, words),
        awarder: award.organiser,
        date: award.date,
        summary: award.summary,
      }),
    ),
    education: content.education.map((entry) =>
      withoutEmpty({
        institution: entry.institute,
        studyType: entry.degree,
        startDate: entry.start,
        endDate: entry.end,
        courses: entry.units.map((unit) => (unit.code ? `${unit.code}: ${unit.name}` : unit.name)),
      }),
    ),
    projects: content.projects.map((project) =>
      withoutEmpty({
        name: project.title,
        description: project.description[0],
        highlights: project.description.slice(1),
        keywords: project.tags,
        url: project.links[0]?.href,
        entity: project.category === 'forclients' ? words.clientEntity : undefined,
      }),
    ),
    skills: about.skillGroups.map((group) => ({ name: group.name, keywords: group.skills })),
    meta: withoutEmpty({
      version: 'v1.0.0',
      canonical: absolute('resume.json', pageUrl),
      language: content.language.tag,
    }),
  };
}
