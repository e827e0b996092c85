import { Section } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import { TagList } from '../components/TagList';
import { about, words, type ShownSection } from '../content';

export function AboutSection({ section }: { section: ShownSection }) {
  return (
    <Section section={section}>
      <StaticHtml name="about">
        {() => (
          <>
            <p className="about__summary">{about.summary}</p>
            <h3 className="about__skills-title">{words.skillsTitle}</h3>
            <dl className="skills">
              {about.skillGroups.map((group) => (
                <div key={group.name} className="skills__group">
                  <dt className="skills__name">
                    {group.name}
                    {group.level && <span className="skills__level"> · {group.level}</span>}
                  </dt>
                  <dd>
                    <TagList tags={group.skills} color={group.color} label={group.name} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </StaticHtml>
    </Section>
  );
}
