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
            {about.summary && <p className="about__summary">{about.summary}</p>}
            <h3 className="about__skills-title">{words.skillsTitle}</h3>
            {/* A group named as the heading shows its tags under it, before the named groups. */}
            {about.skillGroups
              .filter((group) => !group.shownName)
              .map((group) => (
                <TagList
                  key={group.skills.join()}
                  tags={group.skills}
                  color={group.color}
                  label={words.skillsTitle}
                />
              ))}
            {about.skillGroups.some((group) => group.shownName) && (
              <dl className="skills">
                {about.skillGroups
                  .filter((group) => group.shownName)
                  .map((group) => (
                    <div key={group.shownName} className="skills__group">
                      <dt className="skills__name">
                        {group.shownName}
                        {group.level && <span className="skills__level"> · {group.level}</span>}
                      </dt>
                      <dd>
                        <TagList tags={group.skills} color={group.color} label={group.shownName!} />
                      </dd>
                    </div>
                  ))}
              </dl>
            )}
          </>
        )}
      </StaticHtml>
    </Section>
  );
}
