import { EntryCard } from '../../components/EntryCard';
import { Section } from '../../components/Section';
import { StaticHtml } from '../../components/StaticHtml';
import { education, entries, type ShownSection } from '../../content';
import { UnitsDisclosure } from './UnitsDisclosure';

export function EducationSection({ section }: { section: ShownSection }) {
  return (
    <Section section={section}>
      <EducationEntries />
    </Section>
  );
}

/**
 * Each entry is in the HTML alone, but for its View Units button, the part that hydrates. A
 * component of its own, so that a broken entry is caught by the section's error boundary.
 */
function EducationEntries() {
  return (
    <ul className="entries">
      {education.map((entry, index) => (
        <EntryCard
          key={entry.id}
          island={`education-${entry.id}`}
          view={() => entries.education[index]!}
          controls={
            entry.unitsListId && (
              <UnitsDisclosure listId={entry.unitsListId}>
                <StaticHtml name={entry.unitsListId}>
                  {() => (
                    <ul className="units__list">
                      {entry.units.map((unit) => (
                        <li key={`${unit.code}${unit.name}`}>
                          <span className="units__code">{unit.code}</span>
                          <span>{unit.name}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </StaticHtml>
              </UnitsDisclosure>
            )
          }
        />
      ))}
    </ul>
  );
}
