import type { Profile, ProfileLink } from '../content';
import type { ProfileSlot } from '../content/profileNetworks';
import type { IconLinkItem } from './IconLinkList';
import type { IconName } from './icons';

const slotIcons: Record<ProfileSlot, IconName> = {
  codeHosting: 'code',
  professionalNetwork: 'network',
  videoChannel: 'video',
  otherProfiles: 'link',
};

/**
 * The owner's profile links in these slots, in this order, each with its network's own mark, or
 * the slot's line icon for a network without one.
 */
export function profileLinks(profile: Profile, slots: readonly ProfileSlot[]): IconLinkItem[] {
  return slots.flatMap((slot) => {
    const value = profile[slot];
    const links: ProfileLink[] = Array.isArray(value) ? value : value ? [value] : [];
    return links.map((link) => ({ ...link, icon: slotIcons[slot] }));
  });
}
