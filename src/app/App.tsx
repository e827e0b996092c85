import { AboutSection } from '../features/about/AboutSection';
import { AwardsSection } from '../features/awards/AwardsSection';
import { ContactDialogSlot } from '../features/contact/ContactProvider';
import { GetInTouchButton } from '../features/contact/GetInTouchButton';
import { EducationSection } from '../features/education/EducationSection';
import { ExperienceSection } from '../features/experience/ExperienceSection';
import { SiteFooter } from '../features/footer/SiteFooter';
import { ProfilePanel } from '../features/profile/ProfilePanel';
import { ProjectsSection } from '../features/projects/ProjectsSection';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { useAnnounceHydrated } from './earlyInput';
import { useBlockTransitionsWhileResizing } from './useBlockTransitionsWhileResizing';

export function App() {
  useBlockTransitionsWhileResizing();
  useAnnounceHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="layout">
        <ProfilePanel contactAction={<GetInTouchButton />} themeSwitch={<ThemeSwitch />} />
        <div className="layout__content">
          <main id="main" tabIndex={-1}>
            <AboutSection />
            <ExperienceSection />
            <AwardsSection />
            <EducationSection />
            <ProjectsSection />
          </main>
          <SiteFooter />
        </div>
      </div>
      <ContactDialogSlot />
    </>
  );
}
