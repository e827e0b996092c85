import { tagColors } from '../../../styles/palette';
import { pageWordKeys, pickWords, type Catalog } from '../../i18n/words';
import { sectionKeys, sectionTitles } from '../../content/declarations';
import { viewsOf } from './entryViews';
import { networkNamed, networkOf, profileUrlOf } from '../../content/profileNetworks';
import type { OwnerContent } from './schema';
import type {
  ContentLanguage,
  Profile,
  ProfileLink,
  ShownSection,
  SiteContent,
} from '../../content/types';

/** The words of the catalog with the owner's own (content `words`) in their place. */
export function mergeWords(catalog: Catalog, owner: OwnerContent): Catalog {
  return { ...catalog, ...owner.words } as Catalog;
}

type OwnerProfile = OwnerContent['profile'];

/**
 * A profile's link as the page shows it: its address (written, or made from a username on a
 * network the site knows), named as the owner names it, with the network's mark.
 */
function profileLink({ network, username, url }: NonNullable<OwnerProfile['profiles']>[number]) {
  const named = networkNamed(network);
  const href = url ?? (named && username ? profileUrlOf(named, username) : undefined);
  if (!href) return undefined;
  // The address says more surely than the name which network a profile is on; only a known
  // address shows the network's mark.
  const byAddress = networkOf(href);
  const known = byAddress ?? named;
  const link: ProfileLink = {
    label: network ?? known?.name ?? new URL(href).hostname,
    href,
    ...(byAddress && { mark: byAddress.mark }),
  };
  return { link, slot: known?.slot ?? 'otherProfiles' };
}

/** A text as it reads: its spaces, however many and of whatever kind, one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The tagline, unless it says again what is shown with it: About's first sentence (an import
 * makes it so) or the title (an import's tagline when the résumé has no summary).
 */
function shownTagline(
  { tagline, title }: OwnerProfile,
  summary: string | undefined,
): string | undefined {
  if (!tagline) return undefined;
  const line = flat(tagline);
  return flat(summary ?? '').startsWith(line) || line === flat(title ?? '') ? undefined : tagline;
}

/**
 * The profile as the page shows it: the first code host, professional network and video channel
 * in their slots and every other link after them; where the owner is, in the page's language;
 * the phone number and street address only where the owner shows them; the tagline where it
 * repeats nothing.
 */
function pageProfile(owner: OwnerContent, tag: string, words: Catalog): Profile {
  const { profiles = [], location, phone, ...rest } = owner.profile;
  const profile: Profile = { ...rest, ...(owner.profile.showPhone && phone && { phone }) };
  const tagline = shownTagline(owner.profile, owner.about.summary);
  if (tagline) profile.shownTagline = tagline;
  const others: ProfileLink[] = [];
  for (const filed of profiles.map(profileLink)) {
    if (!filed) continue;
    const { slot, link } = filed;
    if (slot !== 'otherProfiles' && !profile[slot]) profile[slot] = link;
    else others.push(link);
  }
  if (others.length > 0) profile.otherProfiles = others;
  const country =
    location?.countryCode &&
    new Intl.DisplayNames(tag, { type: 'region', fallback: 'code' }).of(location.countryCode);
  const place = [location?.city, location?.region, country]
    .filter(Boolean)
    .join(words.listSeparator);
  if (place) profile.shownLocation = place;
  const address = [location?.address, location?.postalCode]
    .filter(Boolean)
    .join(words.listSeparator);
  if (owner.profile.showAddress && address) profile.shownAddress = address;
  return profile;
}

/** The sections in the owner's order (those not named after, as usual), without empty ones. */
export function shownSections(
  owner: OwnerContent,
  entries: SiteContent['entries'],
  words: Catalog,
): ShownSection[] {
  const order = [
    ...(owner.sectionOrder ?? []),
    ...sectionKeys.filter((key) => !owner.sectionOrder?.includes(key)),
  ];
  return order
    .filter((key) =>
      key === 'about'
        ? !!owner.about.summary || owner.about.skillGroups.length > 0
        : entries[key].length > 0,
    )
    .map((key) => ({ id: key, title: words[sectionTitles[key]] }));
}

/**
 * The content as the page uses it, made at build time: every default the owner may leave out
 * filled in, each entry as it reads in the content's language, and the page's interface words.
 */
export function resolveContent(
  owner: OwnerContent,
  language: ContentLanguage,
  words: Catalog,
): SiteContent {
  const { tag } = language;
  // The posts of the Writing section come later, from the sources (sources/writing.ts).
  const entries = { ...viewsOf(owner, { tag, words }), writing: [] };
  return {
    language,
    words: pickWords(words, pageWordKeys),
    languageLinks: [],
    sections: shownSections(owner, entries, words),
    profile: pageProfile(owner, tag, words),
    about: {
      ...owner.about,
      skillGroups: owner.about.skillGroups.map((group, index) => ({
        ...group,
        color: group.color ?? tagColors[index % tagColors.length]!,
        // A group with no name, or named as the heading above it ("Skills", as LinkedIn's import
        // names its one group), shows its tags under the heading alone; a level keeps the name it
        // qualifies.
        ...(group.name &&
          (group.level ||
            flat(group.name).toLocaleLowerCase(tag) !==
              flat(words.skillsTitle).toLocaleLowerCase(tag)) && {
            shownName: group.name,
          }),
      })),
    },
    education: owner.education.map((entry) => ({
      ...entry,
      ...(entry.units.length > 0 && { unitsListId: `${entry.id}-units` }),
    })),
    projects: owner.projects,
    entries,
    owner,
  };
}
