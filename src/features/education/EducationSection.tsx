import { EntryCard } from '../../components/EntryCard';
import { Section, type PageSection } from '../../components/Section';
import { education, words } from '../../content';
import { UnitsDisclosure } from './UnitsDisclosure';

export const educationSection: PageSection = {
  id: 'education',
  title: words.educationTitle,
  shown: education.length > 0,
};

export function EducationSection() {
  return (
    <Section section={educationSection}>
      <ul className="entries">
        {education.map((entry) => (
          <EntryCard
            key={entry.id}
            image={entry.image}
            imageAlt=""
            title={entry.degree}
            meta={entry.institute}
            date={entry.shownDates}
          >
            {entry.units.length > 0 && <UnitsDisclosure entry={entry} />}
          </EntryCard>
        ))}
      </ul>
    </Section>
  );
}
