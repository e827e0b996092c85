import { Section } from '../../components/Section';
import type { ShownSection } from '../../content';
import { useAppSelector } from '../../app/hooks';
import { ProjectCard } from './ProjectCard';
import { filterTabId, ProjectFilterTabs, projectsPanelId } from './ProjectFilterTabs';
import { selectProjectFilter, selectVisibleProjects } from './projectsSlice';

export function ProjectsSection({ section }: { section: ShownSection }) {
  return (
    <Section section={section}>
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
