import { EntryCard } from '../../components/EntryCard';
import { Section } from '../../components/Section';
import { education } from '../../content';
import { UnitsDisclosure } from './UnitsDisclosure';

export function EducationSection() {
  if (education.length === 0) return null;
  return (
    <Section id="education" title="Education">
      <ul className="entries">
        {education.map((entry) => (
          <EntryCard
            key={entry.id}
            image={entry.image}
            imageAlt=""
            title={entry.degree}
            meta={entry.institute}
            date={entry.duration}
          >
            {entry.units.length > 0 && <UnitsDisclosure entry={entry} />}
          </EntryCard>
        ))}
      </ul>
    </Section>
  );
}
