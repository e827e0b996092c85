import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/icons';
import { StaticHtml } from '../../components/StaticHtml';
import { TagList } from '../../components/TagList';
import { words, type Project } from '../../content';
import { fillIn } from '../../i18n/words';
import { filterLabels } from './projectsSlice';

/** A project's card: its content is in the HTML alone; the list around it hydrates, to filter. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="project card">
      <StaticHtml name={`project-${project.id}`}>
        {() => (
          <>
            <img
              className="project__image"
              src={project.image}
              alt=""
              width="640"
              height="320"
              loading="lazy"
            />
            <div className="project__body">
              <p className="project__category">{filterLabels[project.category]}</p>
              <h3 className="project__title">{project.title}</h3>
              <ul className="bullets">
                {project.description.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <TagList tags={project.tags} color="violet" label={words.builtWith} />
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
        )}
      </StaticHtml>
    </li>
  );
}
