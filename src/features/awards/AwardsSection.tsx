import { EntryCard } from '../../components/EntryCard';
import { Section } from '../../components/Section';
import { TagList } from '../../components/TagList';
import { awards } from '../../content';

export function AwardsSection() {
  return (
    <Section id="awards" title="Awards">
      <ul className="entries">
        {awards.map((award) => (
          <EntryCard
            key={award.id}
            image={award.image}
            imageAlt=""
            title={`${award.place}: ${award.title}`}
            meta={award.organiser}
            date={award.date}
          >
            <TagList tags={award.tags} color="amber" label="Topics" />
          </EntryCard>
        ))}
      </ul>
    </Section>
  );
}
