import { tagColors } from '../../styles/palette';
import { fillIn, pageWordKeys, pickWords, type Catalog } from '../i18n/words';
import { networkOf, profileSlots, type ProfileSlot } from './profileNetworks';
import type { OwnerContent } from './schema';
import type { ContentLanguage, Profile, ProfileLink, SiteContent } from './types';

/** '2023', '2023-04' or '2023-04-29' as a date at noon UTC, and whether it names a month. */
function readIsoDate(iso: string): { date: Date; hasMonth: boolean } {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { date: new Date(Date.UTC(year, month - 1, day, 12)), hasMonth: iso.length > 4 };
}

/**
 * Dates in the language's own words, through Intl: a single date, a range (formatRange joins
 * them as the language does), or an ongoing one ('Mar 2022 – Present', from the catalog).
 */
export function showDates(
  tag: string,
  dates: { start?: string; end?: string },
  words: Pick<Catalog, 'ongoingRange'>,
  month: 'short' | 'long' = 'short',
): string | undefined {
  const [start, end] = [dates.start, dates.end].map((iso) => iso && readIsoDate(iso));
  const shown = [start, end].filter((date) => !!date);
  if (shown.length === 0) return undefined;
  const format = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: shown.every(({ hasMonth }) => hasMonth) ? month : undefined,
    timeZone: 'UTC',
  });
  if (start && end) return format.formatRange(start.date, end.date);
  if (start) return fillIn(words.ongoingRange, { start: format.format(start.date) });
  return format.format(shown[0]!.date);
}

/** The words of the catalog with the owner's own (content `words`) in their place. */
export function mergeWords(catalog: Catalog, owner: OwnerContent): Catalog {
  return { ...catalog, ...owner.words } as Catalog;
}

/** Each profile link with its network's mark, when the site knows the network by its address. */
function withMarks(profile: OwnerContent['profile']): Profile {
  const marked = (link: ProfileLink): ProfileLink => {
    const mark = networkOf(link.href)?.mark;
    return mark ? { ...link, mark } : link;
  };
  const slots = profileSlots.flatMap((slot) => {
    const links = profile[slot];
    if (!links) return [];
    return [[slot, Array.isArray(links) ? links.map(marked) : marked(links)]];
  });
  return { ...profile, ...(Object.fromEntries(slots) as Pick<Profile, ProfileSlot>) };
}

/**
 * The content as the page uses it, made at build time: every default the owner may leave out
 * filled in, dates written in the content's language and the page's interface words.
 */
export function resolveContent(
  owner: OwnerContent,
  language: ContentLanguage,
  words: Catalog,
): SiteContent {
  const { tag } = language;
  const { words: _ownWords, language: _tag, ...rest } = owner;
  return {
    ...rest,
    language,
    words: pickWords(words, pageWordKeys),
    languageLinks: [],
    profile: withMarks(owner.profile),
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
      shownDates: showDates(tag, entry, words),
    })),
    awards: owner.awards.map((award) => ({
      ...award,
      shownDates: showDates(tag, { start: award.date, end: award.date }, words, 'long'),
    })),
    education: owner.education.map((entry) => ({
      ...entry,
      ...(entry.units.length > 0 && { unitsListId: `${entry.id}-units` }),
      shownDates: showDates(tag, entry, words),
    })),
  };
}
