import type { ComponentType } from 'react';
import { SectionNav } from '../components/SectionNav';
import { sections, words, type SectionKey, type ShownSection } from '../content';
import { AboutSection } from '../sections/AboutSection';
import { EntriesSection } from '../sections/EntriesSection';
import { ContactDialogSlot } from '../features/contact/ContactProvider';
import { GetInTouchButton } from '../features/contact/GetInTouchButton';
import { GetInTouchLink } from '../features/contact/GetInTouchLink';
import { EducationSection } from '../features/education/EducationSection';
import { SiteFooter } from '../sections/SiteFooter';
import { ProfilePanel } from '../sections/ProfilePanel';
import { ProjectsSection } from '../features/projects/ProjectsSection';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { useAnnounceHydrated } from './hydration';
import { useBlockTransitionsWhileResizing } from './useBlockTransitionsWhileResizing';

/** The sections with parts of their own; every other section is a list of entries. */
const ownComponents: Partial<Record<SectionKey, ComponentType<{ section: ShownSection }>>> = {
  about: AboutSection,
  education: EducationSection,
  projects: ProjectsSection,
};

export function App() {
  useBlockTransitionsWhileResizing();
  useAnnounceHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipToContent}
      </a>
      <div className="layout">
        <ProfilePanel
          contactAction={EMAILJS_SETTINGS ? <GetInTouchButton /> : <GetInTouchLink />}
          themeSwitch={<ThemeSwitch />}
        />
        <div className="layout__content">
          <SectionNav sections={sections} />
          <main id="main" tabIndex={-1}>
            {sections.map((section) => {
              const Content = ownComponents[section.id];
              return Content ? (
                <Content key={section.id} section={section} />
              ) : (
                <EntriesSection
                  key={section.id}
                  section={section as ShownSection & { id: Exclude<SectionKey, 'about'> }}
                />
              );
            })}
          </main>
          <SiteFooter />
        </div>
      </div>
      {EMAILJS_SETTINGS && <ContactDialogSlot />}
    </>
  );
}
