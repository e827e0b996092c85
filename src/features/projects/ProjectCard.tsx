import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/icons';
import { StaticHtml } from '../../components/StaticHtml';
import { EntryDetails } from '../../components/EntryDetails';
import { entries, words, type EntryView, type Project } from '../../content';
import { fillIn } from '../../i18n/words';
import { filterLabels } from './projectsSlice';

/** A project's card: its content is in the HTML alone; the list around it hydrates, to filter. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="project card">
      <StaticHtml name={`project-${project.id}`}>
        {() => (
          <ProjectCardContent
            project={project}
            view={entries.projects.find(({ id }) => id === project.id)!}
          />
        )}
      </StaticHtml>
    </li>
  );
}

function ProjectCardContent({ project, view }: { project: Project; view: EntryView }) {
  return (
    <>
      {project.image && (
        <img
          className="project__image"
          src={project.image}
          alt=""
          width="640"
          height="320"
          loading="lazy"
        />
      )}
      <div className="project__body">
        <p className="project__category">{filterLabels[project.category]}</p>
        <h3 className="project__title">{view.title}</h3>
        <EntryDetails entry={view} />
        {project.links.length > 0 && (
          <ul
            className="project__links"
            aria-label={fillIn(words.projectLinks, { project: project.title })}
          >
            {project.links.map((link) => (
              <li key={link.href}>
                <ExternalLink className="button button--text" href={link.href}>
                  <Icon name={link.icon} />
                  {link.text}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
