/**
 * An application's résumé in the order that matters to its posting: the skill groups that answer
 * an ask first, and in each, the skills that answer first. The rest keeps the owner's order.
 */
import type { ResumeData } from '../../documents/resumeData';
import type { Ask } from './requirements';
import { answeredBy } from './matches';
import type { Word } from './words';

export function withAnsweringSkillsFirst(
  data: ResumeData,
  asks: Ask[],
  read: (text: string) => Word[],
): ResumeData {
  const answers = (skill: string) => answeredBy(asks, [read(skill)]).size > 0;
  const first = <T>(items: T[], answering: (item: T) => boolean) => [
    ...items.filter(answering),
    ...items.filter((item) => !answering(item)),
  ];
  return {
    ...data,
    sections: data.sections.map((section) =>
      section.groups
        ? {
            ...section,
            groups: first(
              section.groups.map((group) => ({ ...group, items: first(group.items, answers) })),
              (group) => group.items.some(answers),
            ),
          }
        : section,
    ),
  };
}
