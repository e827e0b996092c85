import { Section } from '../../components/Section';
import { education } from '../../content';
import { UnitsDisclosure } from './UnitsDisclosure';

export function EducationSection() {
  return (
    <Section id="education" title="Education">
      <ul className="entries">
        {education.map((entry) => (
          <li key={entry.id} className="entry card">
            <img
              className="entry__logo"
              src={entry.image}
              alt=""
              width="48"
              height="48"
              loading="lazy"
            />
            <div className="entry__body">
              <h3 className="entry__title">{entry.degree}</h3>
              <p className="entry__meta">{entry.institute}</p>
              <p className="entry__date">{entry.duration}</p>
              <UnitsDisclosure entry={entry} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
