import { Section, type PageSection } from '../../components/Section';
import { projects, words } from '../../content';
import { useAppSelector } from '../../app/hooks';
import { ProjectCard } from './ProjectCard';
import { filterTabId, ProjectFilterTabs, projectsPanelId } from './ProjectFilterTabs';
import { selectProjectFilter, selectVisibleProjects } from './projectsSlice';

export const projectsSection: PageSection = {
  id: 'projects',
  title: words.projectsTitle,
  shown: projects.length > 0,
};

export function ProjectsSection() {
  return (
    <Section section={projectsSection}>
      <ProjectFilterTabs />
      <ProjectsPanel />
    </Section>
  );
}

/** The cards the filter shows: a component of its own, so the section's error boundary catches a broken one. */
function ProjectsPanel() {
  const filter = useAppSelector(selectProjectFilter);
  const visibleProjects = useAppSelector(selectVisibleProjects);
  return (
    <div
      id={projectsPanelId}
      role="tabpanel"
      aria-labelledby={filterTabId(filter)}
      className="projects__panel"
    >
      <ul className="projects">
        {visibleProjects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </ul>
    </div>
  );
}
