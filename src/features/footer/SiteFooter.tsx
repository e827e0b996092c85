import { IconLinkList } from '../../components/IconLinkList';
import { profile } from '../../content';

export function SiteFooter() {
  return (
    <footer className="footer">
      <p className="footer__brand">{profile.name}</p>
      <p className="footer__tagline">{profile.tagline}</p>
      <IconLinkList
        label="Contact and profiles"
        links={[
          { ...profile.codeHosting, icon: 'code' },
          { ...profile.professionalNetwork, icon: 'network' },
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
