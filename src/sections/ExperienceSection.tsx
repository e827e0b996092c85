import { EntryCard } from '../components/EntryCard';
import { Section, type PageSection } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import { TagList } from '../components/TagList';
import { experience, words } from '../content';

export const experienceSection: PageSection = {
  id: 'experience',
  title: words.experienceTitle,
  shown: experience.length > 0,
};

export function ExperienceSection() {
  return (
    <Section section={experienceSection}>
      <StaticHtml name="experience">
        {() => (
          <ol className="entries">
            {experience.map((entry) => (
              <EntryCard
                key={entry.id}
                image={entry.image}
                imageAlt={entry.alt}
                title={entry.title}
                meta={[entry.company, entry.location].filter(Boolean).join(' · ')}
                date={entry.shownDates}
              >
                <ul className="bullets">
                  {entry.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
                <TagList tags={entry.tags} color={entry.tagColor} label={words.skillsUsed} />
              </EntryCard>
            ))}
          </ol>
        )}
      </StaticHtml>
    </Section>
  );
}
