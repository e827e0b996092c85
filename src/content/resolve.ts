import { tagColors } from '../../styles/palette';
import type { OwnerContent } from './schema';
import type { SiteContent } from './types';

/** The content as the page uses it: every default the owner may leave out, filled in. */
export function resolveContent(owner: OwnerContent): SiteContent {
  return {
    ...owner,
    about: {
      ...owner.about,
      skillGroups: owner.about.skillGroups.map((group, index) => ({
        ...group,
        color: group.color ?? tagColors[index % tagColors.length]!,
      })),
    },
    experience: owner.experience.map((entry) => ({
      ...entry,
      tagColor: entry.tagColor ?? 'green',
    })),
    education: owner.education.map((entry) => ({ ...entry, unitsListId: `${entry.id}-units` })),
  };
}
