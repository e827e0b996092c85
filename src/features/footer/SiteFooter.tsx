import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/icons';
import { profile } from '../../content';

export function SiteFooter() {
  return (
    <footer className="footer">
      <p className="footer__brand">{profile.name}</p>
      <p className="footer__tagline">{profile.tagline}</p>
      <ul className="footer__links" aria-label="Contact and profiles">
        <li>
          <ExternalLink
            className="icon-link"
            href={profile.codeHosting.href}
            aria-label={profile.codeHosting.label}
          >
            <Icon name="code" />
          </ExternalLink>
        </li>
        <li>
          <ExternalLink
            className="icon-link"
            href={profile.professionalNetwork.href}
            aria-label={profile.professionalNetwork.label}
          >
            <Icon name="network" />
          </ExternalLink>
        </li>
        <li>
          <a
            className="icon-link"
            href={`mailto:${profile.email}`}
            aria-label={`Email ${profile.email}`}
          >
            <Icon name="mail" />
          </a>
        </li>
      </ul>
      <p className="footer__copyright">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {profile.name}. All
        rights reserved.
      </p>
    </footer>
  );
}
