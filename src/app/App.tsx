import { SectionNav } from '../components/SectionNav';
import { words } from '../content';
import { AboutSection, aboutSection } from '../sections/AboutSection';
import { AwardsSection, awardsSection } from '../sections/AwardsSection';
import { ContactDialogSlot } from '../features/contact/ContactProvider';
import { GetInTouchButton } from '../features/contact/GetInTouchButton';
import { EducationSection, educationSection } from '../features/education/EducationSection';
import { ExperienceSection, experienceSection } from '../sections/ExperienceSection';
import { SiteFooter } from '../sections/SiteFooter';
import { ProfilePanel } from '../sections/ProfilePanel';
import { ProjectsSection, projectsSection } from '../features/projects/ProjectsSection';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { useAnnounceHydrated } from './hydration';
import { useBlockTransitionsWhileResizing } from './useBlockTransitionsWhileResizing';

/** The page's sections in order, without those the content has nothing for. */
const sections = [
  { ...aboutSection, Content: AboutSection },
  { ...experienceSection, Content: ExperienceSection },
  { ...awardsSection, Content: AwardsSection },
  { ...educationSection, Content: EducationSection },
  { ...projectsSection, Content: ProjectsSection },
].filter(({ shown }) => shown);

export function App() {
  useBlockTransitionsWhileResizing();
  useAnnounceHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipToContent}
      </a>
      <div className="layout">
        <ProfilePanel contactAction={<GetInTouchButton />} themeSwitch={<ThemeSwitch />} />
        <div className="layout__content">
          <SectionNav sections={sections} />
          <main id="main" tabIndex={-1}>
            {sections.map(({ id, Content }) => (
              <Content key={id} />
            ))}
          </main>
          <SiteFooter />
        </div>
      </div>
      <ContactDialogSlot />
    </>
  );
}
