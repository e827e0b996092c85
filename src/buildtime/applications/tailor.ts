/**
 * The owner's content as one application's résumé reads it: only the tagged entries that carry
 * one of its tags, its own summary, its résumé settings, and the phone number (an application
 * is private). A line names each entry it leaves out, and why.
 */
import { listSectionKeys, type ListSectionKey } from '../../content/declarations';
import type { OwnerContent } from '../content/schema';
import type { Application } from './applicationFile';

type Entry = { id: string; tags?: string[] };

/**
 * The sections whose tags name the skills an entry shows: an application's tags choose among
 * them. Awards' tags are topics, and the other sections have none: they stay as they are.
 */
const taggedSections = ['experience', 'projects'] as const satisfies ListSectionKey[];

const folded = (tag: string) => tag.normalize('NFKC').trim().toLocaleLowerCase();

export function tailor(
  owner: OwnerContent,
  application: Application,
  /** An entry as the build's lines name it: its section, id and title. */
  named: (key: ListSectionKey, id: string) => string,
): { owner: OwnerContent; lines: string[] } | { problems: string[] } {
  const { tags = [], summary, ...settings } = application.resume ?? {};
  const problems: string[] = [];
  const ids = new Set(listSectionKeys.flatMap((key) => owner[key].map(({ id }) => id)));
  for (const field of ['keep', 'leaveOut'] as const)
    for (const id of settings[field] ?? [])
      if (!ids.has(id))
        problems.push(
          `resume.${field} names "${id}", which is no entry's id: give the id of an entry of any section`,
        );
  const carried = new Map(
    taggedSections.flatMap((key) =>
      (owner[key] as Entry[]).flatMap(({ tags: own = [] }) => own.map((tag) => [folded(tag), tag])),
    ),
  );
  for (const tag of tags)
    if (!carried.has(folded(tag)))
      problems.push(
        `resume.tags names "${tag}", which no entry carries: name one your entries carry, such as ${[...carried.values()].slice(0, 5).join(', ')}`,
      );
  if (problems.length > 0) return { problems };

  const wanted = new Set(tags.map(folded));
  const resume = { ...owner.resume, ...settings };
  const kept = new Set(resume.keep);
  const carries = (own: string[] = []) => own.some((tag) => wanted.has(folded(tag)));
  const lines: string[] = [];
  const sections = Object.fromEntries(
    taggedSections.map((key) => {
      const entries = (owner[key] as Entry[]).filter((entry) => {
        const stays = wanted.size === 0 || kept.has(entry.id) || carries(entry.tags);
        if (!stays)
          lines.push(
            `leaves out ${named(key, entry.id)}: it carries none of the tags ${tags.join(', ')}`,
          );
        return stays;
      });
      return [key, entries];
    }),
  );
  const stillThere = (id: string) =>
    listSectionKeys.some((key) =>
      (sections[key] ?? owner[key]).some((entry: Entry) => entry.id === id),
    );
  resume.leaveOut = resume.leaveOut?.filter(stillThere);
  for (const id of resume.leaveOut ?? []) {
    const key = listSectionKeys.find((section) => owner[section].some((entry) => entry.id === id))!;
    lines.push(`leaves out ${named(key, id)}: resume.leaveOut names it`);
  }
  // Skills that match come first: the groups that have one, and in each, the matching ones.
  const matching = (skill: string) => wanted.has(folded(skill));
  const skillGroups = owner.about.skillGroups
    .map((group) => ({
      ...group,
      skills: [
        ...group.skills.filter(matching),
        ...group.skills.filter((skill) => !matching(skill)),
      ],
    }))
    .sort((a, b) => Number(b.skills.some(matching)) - Number(a.skills.some(matching)));
  return {
    owner: {
      ...owner,
      ...sections,
      about: { ...owner.about, ...(summary && { summary }), skillGroups },
      profile: {
        ...owner.profile,
        showPhone: application.phone !== false && !!owner.profile.phone,
      },
      resume,
    },
    lines,
  };
}
