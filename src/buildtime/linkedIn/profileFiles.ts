/**
 * The owner, from LinkedIn's export: Profile.csv, Email Addresses.csv and PhoneNumbers.csv, as
 * JSON Resume's `basics`. What they hold that is private stays out, and is named.
 */
import type { ExportFile } from './exportFiles';
import { locationOf } from './places';
import { networkNamed, networkOf, profileUrlOf } from '../../content/profileNetworks';
import { defined, text, webAddress, type Row } from './rows';

const linkedIn = 'LinkedIn';
const linkedInExample = profileUrlOf(networkNamed(linkedIn)!, 'your-name')!;

/** Profile.csv's private columns, and what the import's line calls them. */
const privateColumns: Record<string, string> = {
  'Birth Date': 'birth date',
  Address: 'address',
  'Zip Code': 'zip code',
  'Maiden Name': 'maiden name',
  'Instant Messengers': 'instant messengers',
  'Contact Instructions': 'contact instructions',
};

/** `[PERSONAL:https://a.dev,BLOG:b.dev]` (today), `PORTFOLIO:http://a, OTHER:http://b` (2018), or bare addresses. */
const websites = (value: string | undefined) =>
  (value ?? '')
    .replace(/^\[|\]$/g, '')
    .split(/,\s*(?=[A-Z_]+:)|,\s*(?=https?:)/)
    .map((site) => webAddress(site.replace(/^[A-Z_]+:/, '').trim()))
    .filter((site): site is string => !!site);

/** `[handle]`, `[one,two]`, or a bare handle (2018), with or without its @. */
const twitterHandles = (value: string | undefined) =>
  (value ?? '')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((handle) => handle.trim().replace(/^@/, ''))
    .filter(Boolean);

export interface ProfileReading {
  basics: Record<string, unknown>;
  /** One line per file read. */
  lines: string[];
}

/** `basics` from the profile's files; `phone`: the owner asked for their phone number. */
export function readProfile(
  files: Map<string, ExportFile>,
  { phone, placeLanguages }: { phone: boolean; placeLanguages: string[] },
): ProfileReading {
  const lines: string[] = [];
  const profile = files.get('profile');
  const row: Row = profile?.records[0] ?? {};
  const read: string[] = [];
  const readIf = (value: unknown, what: string) => {
    if (value !== undefined) read.push(what);
    return value;
  };
  // Profile Summary.csv has been empty in every export seen; Profile.csv's Summary is the text.
  const summaryFile = files.get('profilesummary');
  const otherSummary = text(summaryFile?.records[0] ?? {}, 'Profile Summary');
  if (summaryFile)
    lines.push(
      `${summaryFile.path}: ` +
        (!otherSummary
          ? 'empty'
          : text(row, 'Summary')
            ? "left out: Profile.csv's Summary is the same text or newer"
            : 'read your summary'),
    );
  const name = [text(row, 'First Name'), text(row, 'Last Name')].filter(Boolean).join(' ');
  const sites = websites(text(row, 'Websites'));
  const handles = twitterHandles(text(row, 'Twitter Handles'));
  const basics = defined({
    name: readIf(name || undefined, 'name'),
    label: readIf(text(row, 'Headline'), 'headline'),
    summary: readIf(text(row, 'Summary') ?? otherSummary, 'summary'),
    location: readIf(
      locationOf(text(row, 'Geo Location'), placeLanguages, text(row, 'Country')),
      'place',
    ),
    profiles: readIf(
      [
        ...sites.map((url) => ({ url })),
        ...handles.map((username) => ({
          network: 'X',
          username,
          url: `https://x.com/${username}`,
        })),
      ],
      sites.length + handles.length > 0 ? 'websites and X (Twitter) handles' : '',
    ),
    industry: readIf(text(row, 'Industry'), 'industry'),
  });
  // No export holds the profile's own address: its place is kept, for the owner to fill, and
  // npm run content:check names it until then.
  const noLinkedInAddress = !!profile && !sites.some((site) => networkOf(site)?.name === linkedIn);
  if (noLinkedInAddress)
    basics.profiles = [
      ...((basics.profiles as unknown[] | undefined) ?? []),
      { network: linkedIn },
    ];
  if (!basics.profiles || (basics.profiles as unknown[]).length === 0) delete basics.profiles;
  const kept = Object.entries(privateColumns)
    .filter(([column]) => text(row, column))
    .map(([, what]) => what);
  if (profile)
    lines.push(
      `${profile.path}: read your ${listed(read.filter(Boolean))}` +
        (kept.length > 0 ? `; left out as private: your ${listed(kept)}` : '') +
        (noLinkedInAddress
          ? `; it holds no address of your LinkedIn profile (no export does): write yours as the ` +
            `${linkedIn} entry's "url" in profile.profiles (${linkedInExample}; your profile's ` +
            'Contact info shows it), with npm run edit or in owner/portfolio.json'
          : ''),
    );

  const emails = files.get('emailaddresses');
  if (emails) {
    const addresses = emails.records.filter((record) => text(record, 'Email Address'));
    const primary =
      addresses.find((record) => text(record, 'Primary')?.toLowerCase() === 'yes') ?? addresses[0];
    if (primary) basics.email = text(primary, 'Email Address');
    const others = addresses.length - (primary ? 1 : 0);
    lines.push(
      `${emails.path}: read your primary e-mail address` +
        (others > 0
          ? `; left out as private: ${others} other address${others === 1 ? '' : 'es'}`
          : ''),
    );
  }

  const phones = files.get('phonenumbers');
  if (phones) {
    const numbers = phones.records.map((record) => text(record, 'Number')).filter(Boolean);
    const mobile = phones.records.find(
      (record) => text(record, 'Number') && text(record, 'Type')?.toLowerCase() === 'mobile',
    );
    const chosen = mobile ? text(mobile, 'Number') : numbers[0];
    if (phone && chosen) basics.phone = chosen;
    lines.push(
      phone && chosen
        ? `${phones.path}: read your ${mobile ? 'mobile' : 'first'} number, as you asked (--phone); it is published only with "showPhone": true`
        : `${phones.path}: left out as private: ${numbers.length} phone number${numbers.length === 1 ? '' : 's'} (--phone takes yours into the content, unpublished)`,
    );
  }
  return { basics, lines };
}

const listed = (items: string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
