/**
 * An application's résumé in the order that matters to its posting: the skill groups that match
 * a requirement first, and in each, the skills that match first. The rest keeps the owner's order.
 */
import type { ResumeData } from '../../documents/resumeData';
import type { Requirement } from './requirements';
import { matchedBy } from './matches';
import type { Word } from './words';

export function withMatchingSkillsFirst(
  data: ResumeData,
  requirements: Requirement[],
  read: (text: string) => Word[],
): ResumeData {
  const matches = (skill: string) => matchedBy(requirements, [read(skill)]).size > 0;
  const first = <T>(items: T[], matching: (item: T) => boolean) => [
    ...items.filter(matching),
    ...items.filter((item) => !matching(item)),
  ];
  return {
    ...data,
    sections: data.sections.map((section) =>
      section.groups
        ? {
            ...section,
            groups: first(
              section.groups.map((group) => ({ ...group, items: first(group.items, matches) })),
              (group) => group.items.some(matches),
            ),
          }
        : section,
    ),
  };
}
