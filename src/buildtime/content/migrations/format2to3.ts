import { replaceField, type Change, type FieldPath, type Migration } from './migration';
import { isObject, type Json } from '../../../lib/json';

/** Format 2's links of the profile panel: a slot each, then any others, in the panel's order. */
const slots = ['codeHosting', 'professionalNetwork', 'videoChannel'];
export const format2ProfileLinks = [...slots, 'otherProfiles'];

/** A format 2 link ({ label, href }) as a profile in JSON Resume's shape ({ network, url }). */
function asProfile(link: Json): Json {
  if (!isObject(link)) return link;
  const { label, href, ...rest } = link;
  return {
    ...(label !== undefined && { network: label }),
    ...(href !== undefined && { url: href }),
    ...rest,
  };
}

/** Each link of a format 2 profile, with where it is, in the panel's order. */
function linksOf(profile: Record<string, Json>): { at: FieldPath; link: Json }[] {
  const others = profile.otherProfiles;
  return [
    ...slots
      .filter((slot) => slot in profile)
      .map((slot) => ({ at: [slot], link: profile[slot]! })),
    ...(Array.isArray(others)
      ? others.map((link, index) => ({ at: ['otherProfiles', index], link }))
      : others === undefined
        ? []
        : [{ at: ['otherProfiles'], link: others }]),
  ];
}

/**
 * Format 2 → 3 (commit fd37c10): the profile's links became one list, `profiles`, as JSON
 * Resume writes them, which the page files by their address. The three slots, then
 * `otherProfiles`, go into it in that order, where the first of them was.
 */
export const format2to3: Migration = {
  from: 2,
  migrate(content) {
    const { profile } = content;
    if (!isObject(profile)) return { content, changes: [] };
    const first = Object.keys(profile).find((key) => format2ProfileLinks.includes(key));
    if (!first) return { content, changes: [] };
    const links = linksOf(profile);
    const kept = Array.isArray(profile.profiles) ? profile.profiles : [];
    const changes: Change[] = links.map(({ at }, index) => ({
      from: { path: ['profile', ...at] },
      to: [{ path: ['profile', 'profiles', index] }],
      hint: 'label → network, href → url',
    }));
    const withList = replaceField(profile, first, {
      profiles: [...links.map(({ link }) => asProfile(link)), ...kept],
    });
    for (const field of format2ProfileLinks) delete withList[field];
    return { content: { ...content, profile: withList }, changes };
  },
};
