import { IconLinkList } from '../../components/IconLinkList';
import { profileLinks } from '../../components/profileLinks';
import { profile } from '../../content';

export function SiteFooter() {
  return (
    <footer className="footer">
      <p className="footer__brand">{profile.name}</p>
      <p className="footer__tagline">{profile.tagline}</p>
      <IconLinkList
        label="Contact and profiles"
        links={[
          ...profileLinks(profile, ['codeHosting', 'professionalNetwork']),
          { label: `Email ${profile.email}`, href: `mailto:${profile.email}`, icon: 'mail' },
        ]}
      />
      <p className="footer__copyright">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {profile.name}. All
        rights reserved.
      </p>
    </footer>
  );
}
