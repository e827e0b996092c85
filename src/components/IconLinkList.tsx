import { ExternalLink } from './ExternalLink';
import type { Brand } from '../lib/brands';
import { BrandMark, Icon, type IconName } from './icons';

export interface IconLinkItem {
  /** Accessible name; the link shows only its icon. */
  label: string;
  href: string;
  icon: IconName;
  /** The network whose mark is shown instead of the icon. */
  brand?: Brand | null;
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
              {link.brand ? <BrandMark brand={link.brand} /> : <Icon name={link.icon} />}
            </LinkElement>
          </li>
        );
      })}
    </ul>
  );
}
