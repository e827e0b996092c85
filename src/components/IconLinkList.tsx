import { ExternalLink } from './ExternalLink';
import type { NetworkMark } from '../content/profileNetworks';
import { Icon, NetworkMarkIcon, type IconName } from './icons';

export interface IconLinkItem {
  /** Accessible name; the link shows only its icon. */
  label: string;
  href: string;
  icon: IconName;
  /** The mark of the network, shown instead of the icon. */
  mark?: NetworkMark;
}

/** A row of round icon-only links; web addresses open in a new tab, mailto links do not. */
export function IconLinkList({ label, links }: { label: string; links: IconLinkItem[] }) {
  return (
    <ul className="icon-links" aria-label={label}>
      {links.map((link) => {
        const LinkElement = link.href.startsWith('mailto:') ? 'a' : ExternalLink;
        return (
          <li key={link.href}>
            <LinkElement className="icon-link" href={link.href} aria-label={link.label}>
              {link.mark ? <NetworkMarkIcon mark={link.mark} /> : <Icon name={link.icon} />}
            </LinkElement>
          </li>
        );
      })}
    </ul>
  );
}
