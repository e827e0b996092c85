import { EntryCard } from '../components/EntryCard';
import { Section, type PageSection } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import { TagList } from '../components/TagList';
import { awards, words } from '../content';
import { awardHeading } from '../i18n/words';

export const awardsSection: PageSection = {
  id: 'awards',
  title: words.awardsTitle,
  shown: awards.length > 0,
};

export function AwardsSection() {
  return (
    <Section section={awardsSection}>
      <StaticHtml name="awards">
        {() => (
          <ul className="entries">
            {awards.map((award) => (
              <EntryCard
                key={award.id}
                image={award.image}
                imageAlt=""
                title={awardHeading(award, words)}
                meta={award.organiser}
                date={award.shownDates}
              >
                {award.summary && <p className="entry__summary">{award.summary}</p>}
                <TagList tags={award.tags} color="amber" label={words.awardTopics} />
              </EntryCard>
            ))}
          </ul>
        )}
      </StaticHtml>
    </Section>
  );
}
