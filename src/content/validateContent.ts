import {
  projectCategories,
  tagColors,
  type AwardEntry,
  type EducationEntry,
  type ExperienceEntry,
  type Profile,
  type Project,
  type About,
} from './types';

export interface SiteContent {
  profile: Profile;
  about: About;
  experience: ExperienceEntry[];
  awards: AwardEntry[];
  education: EducationEntry[];
  projects: Project[];
}

export const expectedCounts = { experience: 6, awards: 3, education: 2, projects: 12 } as const;

/**
 * Lists every problem in the content, each naming the entry and the field, so a broken edit
 * fails the build with a message the owner can act on. `assetExists` answers for paths under public/.
 */
export function validateContent(
  content: SiteContent,
  assetExists: (publicPath: string) => boolean,
): string[] {
  const problems: string[] = [];
  const where = (list: string, index: number, id: unknown) =>
    `${list}[${index}]${typeof id === 'string' && id ? ` (${id})` : ''}`;

  const requireText = (entry: string, record: object, fields: string[]) => {
    for (const field of fields) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${entry}: field "${field}" must be a non-empty string`);
      }
    }
  };
  const requireList = (entry: string, record: object, fields: string[]) => {
    for (const field of fields) {
      const value = (record as Record<string, unknown>)[field];
      if (!Array.isArray(value) || value.length === 0) {
        problems.push(`${entry}: field "${field}" must be a non-empty list`);
      }
    }
  };
  const requireAsset = (entry: string, field: string, path: unknown) => {
    if (typeof path === 'string' && path !== '' && !assetExists(path)) {
      problems.push(`${entry}: field "${field}" points to public/${path}, which does not exist`);
    }
  };
  const requireTagColor = (entry: string, field: string, color: unknown) => {
    if (!(tagColors as readonly unknown[]).includes(color)) {
      problems.push(`${entry}: field "${field}" must be one of ${tagColors.join(', ')}`);
    }
  };
  const requireUnique = (list: string, values: unknown[], field: string) => {
    const seen = new Set<unknown>();
    values.forEach((value, index) => {
      if (seen.has(value))
        problems.push(`${list}[${index}]: duplicate ${field} "${String(value)}"`);
      seen.add(value);
    });
  };
  const requireCount = (list: keyof typeof expectedCounts, actual: number) => {
    if (actual !== expectedCounts[list]) {
      problems.push(`${list}: expected ${expectedCounts[list]} entries, found ${actual}`);
    }
  };

  const { profile, about } = content;
  requireText('profile', profile, [
    'name',
    'title',
    'tagline',
    'photo',
    'photoAlt',
    'resumePath',
    'email',
  ]);
  requireAsset('profile', 'photo', profile.photo);
  requireAsset('profile', 'resumePath', profile.resumePath);
  for (const link of ['codeHosting', 'professionalNetwork', 'videoChannel'] as const) {
    requireText(`profile.${link}`, profile[link] ?? {}, ['label', 'href']);
  }

  requireText('about', about, ['summary']);
  about.skillGroups.forEach((group, index) => {
    const entry = where('about.skillGroups', index, group.name);
    requireList(entry, group, ['skills']);
    requireTagColor(entry, 'tagColor', group.tagColor);
  });

  content.experience.forEach((item, index) => {
    const entry = where('experience', index, item.id);
    requireText(entry, item, ['id', 'image', 'alt', 'title', 'company', 'location', 'date']);
    requireList(entry, item, ['bullets', 'tags']);
    requireTagColor(entry, 'tagColor', item.tagColor);
    requireAsset(entry, 'image', item.image);
  });

  content.awards.forEach((item, index) => {
    const entry = where('awards', index, item.id);
    requireText(entry, item, ['id', 'image', 'title', 'organiser', 'place', 'date']);
    requireList(entry, item, ['tags']);
    requireAsset(entry, 'image', item.image);
  });

  content.education.forEach((item, index) => {
    const entry = where('education', index, item.id);
    requireText(entry, item, ['id', 'image', 'degree', 'institute', 'duration', 'unitsListId']);
    requireList(entry, item, ['units']);
    requireAsset(entry, 'image', item.image);
    (item.units ?? []).forEach((unit, unitIndex) =>
      requireText(`${entry}.units[${unitIndex}]`, unit, ['code', 'name']),
    );
  });

  content.projects.forEach((item, index) => {
    const entry = where('projects', index, item.id);
    requireText(entry, item, ['id', 'image', 'title']);
    requireList(entry, item, ['description', 'tags', 'links']);
    if (!(projectCategories as readonly unknown[]).includes(item.category)) {
      problems.push(`${entry}: field "category" must be one of ${projectCategories.join(', ')}`);
    }
    requireAsset(entry, 'image', item.image);
    (item.links ?? []).forEach((link, linkIndex) =>
      requireText(`${entry}.links[${linkIndex}]`, link, ['text', 'href', 'icon']),
    );
  });

  for (const list of Object.keys(expectedCounts) as (keyof typeof expectedCounts)[]) {
    requireCount(list, content[list].length);
    requireUnique(
      list,
      content[list].map((item) => item.id),
      'id',
    );
  }
  requireUnique(
    'education',
    content.education.map((item) => item.unitsListId),
    'unitsListId',
  );
  for (const category of projectCategories) {
    if (!content.projects.some((project) => project.category === category)) {
      problems.push(`projects: no project has category "${category}"`);
    }
  }
  return problems;
}
