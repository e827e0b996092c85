import { Section } from '../../components/Section';
import { TagList } from '../../components/TagList';
import { experience } from '../../content';

export function ExperienceSection() {
  return (
    <Section id="experience" title="Experience">
      <ol className="entries">
        {experience.map((entry) => (
          <li key={entry.id} className="entry card">
            <img
              className="entry__logo"
              src={entry.image}
              alt={entry.alt}
              width="48"
              height="48"
              loading="lazy"
            />
            <div className="entry__body">
              <h3 className="entry__title">{entry.title}</h3>
              <p className="entry__meta">
                {entry.company} · {entry.location}
              </p>
              <p className="entry__date">{entry.date}</p>
              <ul className="entry__bullets">
                {entry.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
              <TagList tags={entry.tags} color={entry.tagColor} label="Skills used" />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
