/**
 * The owner's content as one application's résumé reads it: in the application's language
 * (a regional tag of the site's, such as en-GB, gives its dates and paper), its résumé settings,
 * its own summary, the spoken language it is written in always kept, and the phone number (an
 * application is private). Which entries stay is the fit's, by what the posting asks
 * (matching/). A line names each entry it leaves out, and each warning.
 */
import { listSectionKeys, type ListSectionKey } from '../../content/declarations';
import type { OwnerContent } from '../content/schema';
import type { Application } from './applicationFile';
import { baseLanguage, folded } from './matching/wordForms';

/** The sections whose tags name the skills an entry shows (Awards' tags are topics). */
const taggedSections = ['experience', 'projects'] as const satisfies ListSectionKey[];

/** The entry of Languages that names the language `tag` is written in, in any of these languages. */
export function spokenLanguageEntry(owner: OwnerContent, tag: string): string | undefined {
  const language = baseLanguage(tag);
  const names = [owner.language, 'en', language].map((namer) =>
    folded(new Intl.DisplayNames([namer], { type: 'language' }).of(language) ?? language, namer),
  );
  return owner.languages.find((entry) => {
    const name = folded(entry.language, owner.language);
    return names.some((one) => name === one || name.startsWith(`${one} `));
  })?.id;
}

export function tailor(
  owner: OwnerContent,
  application: Application,
  /** An entry as the owner wrote it: its role and organisation, or its title. */
  named: (key: ListSectionKey, id: string) => string,
  /** The application's language tag, when it is a regional one of the content's. */
  language = owner.language,
): { owner: OwnerContent; lines: string[] } | { problems: string[] } {
  const { tags = [], summary, title, ...settings } = application.resume ?? {};
  const problems: string[] = [];
  const ids = new Set(listSectionKeys.flatMap((key) => owner[key].map(({ id }) => id)));
  for (const field of ['keep', 'leaveOut'] as const)
    for (const id of settings[field] ?? [])
      if (!ids.has(id))
        problems.push(
          `resume.${field} names "${id}", which is no entry's id: give the id of an entry of any section`,
        );
  if (problems.length > 0) return { problems };

  const lines: string[] = [];
  const carried = new Map(
    taggedSections.flatMap((key) =>
      owner[key].flatMap(({ tags: own = [] }) =>
        own.map((tag) => [folded(tag, owner.language), tag] as const),
      ),
    ),
  );
  for (const tag of tags)
    if (!carried.has(folded(tag, owner.language)))
      lines.push(
        `WARNING: resume.tags names "${tag}", which no entry carries; it counts as a requirement of the posting. ` +
          (carried.size > 0
            ? `Your entries carry ${[...new Set(carried.values())].join(', ')}.`
            : 'No entry carries a tag yet.'),
      );
  const resume = { ...owner.resume, ...settings };
  const spoken = spokenLanguageEntry(owner, language);
  if (spoken && !resume.leaveOut?.includes(spoken)) resume.keep = [...(resume.keep ?? []), spoken];
  for (const id of resume.leaveOut ?? []) {
    const key = listSectionKeys.find((section) => owner[section].some((entry) => entry.id === id))!;
    lines.push(`leaves out ${named(key, id)}: resume.leaveOut names it`);
  }
  return {
    owner: {
      ...owner,
      language,
      about: { ...owner.about, ...(summary && { summary }) },
      profile: {
        ...owner.profile,
        ...(title && { title }),
        showPhone: application.phone !== false && !!owner.profile.phone,
      },
      resume,
    },
    lines,
  };
}
