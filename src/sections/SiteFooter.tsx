import { IconLinkList } from '../components/IconLinkList';
import { profileLinks } from '../components/profileLinks';
import { Message } from '../components/Message';
import { StaticHtml } from '../components/StaticHtml';
import { profile, words } from '../content';
import { fillIn } from '../i18n/words';

export function SiteFooter() {
  return (
    <footer className="footer">
      <StaticHtml name="footer">
        {() => (
          <>
            <p className="footer__brand">{profile.name}</p>
            {profile.shownTagline && <p className="footer__tagline">{profile.shownTagline}</p>}
            <IconLinkList
              label={words.footerLinks}
              links={[
                ...profileLinks(profile, ['codeHosting', 'professionalNetwork']),
                {
                  label: fillIn(words.emailOwner, { email: profile.email }),
                  href: `mailto:${profile.email}`,
                  icon: 'mail',
                },
              ]}
            />
            <p className="footer__copyright">
              <Message
                text={words.copyright}
                values={{
                  year: new Date().getFullYear(),
                  name: profile.name,
                }}
              />
            </p>
          </>
        )}
      </StaticHtml>
    </footer>
  );
}
