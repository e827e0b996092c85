import type { ReactNode } from 'react';
import { IconLinkList } from '../components/IconLinkList';
import { Icon } from '../components/icons';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { profileLinks } from '../components/profileLinks';
import { profileSlots } from '../content/profileNetworks';
import { StaticHtml } from '../components/StaticHtml';
import { profile, words } from '../content';
import { generatedFiles } from '../lib/generatedFiles';
import { resumeFileName } from '../lib/fileNames';

interface ProfilePanelProps {
  /** The control that opens the contact dialog. */
  contactAction: ReactNode;
  /** The theme switch, shown on large screens only. */
  themeSwitch: ReactNode;
}

export function ProfilePanel({ contactAction, themeSwitch }: ProfilePanelProps) {
  return (
    <header className="profile">
      <div className="profile__theme">{themeSwitch}</div>
      <StaticHtml name="profile">
        {() => (
          <>
            {SITE_IS_MULTILINGUAL && <LanguageSwitch />}
            {/* Low priority: the largest paint is the About text (any About of two lines or more
          outsizes the 160 px photo), and at High, Lighthouse's simulation makes that paint wait
          for the photo (LCP 759 vs 706 ms, medians of 7). */}
            <img
              className="profile__photo"
              src={profile.photo}
              alt={profile.photoAlt}
              width="160"
              height="160"
              fetchPriority="low"
            />
            <h1 className="profile__name">{profile.name}</h1>
            {profile.title && <p className="profile__title">{profile.title}</p>}
            {profile.shownTagline && <p className="profile__tagline">{profile.shownTagline}</p>}
            {(profile.shownLocation || profile.shownAddress || profile.phone) && (
              <address className="profile__where">
                {profile.shownAddress && <span>{profile.shownAddress}</span>}
                {profile.shownLocation && <span>{profile.shownLocation}</span>}
                {profile.phone && (
                  <a href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`}>{profile.phone}</a>
                )}
              </address>
            )}
            <div className="profile__links">
              <a
                className="button button--secondary"
                href={generatedFiles.resumePdf}
                download={resumeFileName(profile.name, words.resume)}
              >
                <Icon name="download" />
                {words.resume}
              </a>
              <IconLinkList
                label={words.profilesLabel}
                links={profileLinks(profile, profileSlots)}
              />
            </div>
          </>
        )}
      </StaticHtml>
      <div className="profile__contact">
        <StaticHtml name="profile-contact">
          {() => <h2 className="profile__contact-title">{words.workTogether}</h2>}
        </StaticHtml>
        {contactAction}
      </div>
    </header>
  );
}
