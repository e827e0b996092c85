import { EntryCard } from '../../components/EntryCard';
import { Section, type PageSection } from '../../components/Section';
import { TagList } from '../../components/TagList';
import { awards } from '../../content';

export const awardsSection: PageSection = {
  id: 'awards',
  title: 'Awards',
  shown: awards.length > 0,
};

export function AwardsSection() {
  return (
    <Section section={awardsSection}>
      <ul className="entries">
        {awards.map((award) => (
          <EntryCard
            key={award.id}
            image={award.image}
            imageAlt=""
            title={award.place ? `${award.place}: ${award.title}` : award.title}
            meta={award.organiser}
            date={award.date}
          >
            {award.summary && <p className="entry__summary">{award.summary}</p>}
            <TagList tags={award.tags} color="amber" label="Topics" />
          </EntryCard>
        ))}
      </ul>
    </Section>
  );
}
