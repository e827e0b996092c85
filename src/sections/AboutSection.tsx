import { Section, type PageSection } from '../components/Section';
import { StaticHtml } from '../components/StaticHtml';
import { TagList } from '../components/TagList';
import { about, words } from '../content';

export const aboutSection: PageSection = { id: 'about', title: words.aboutTitle, shown: true };

export function AboutSection() {
  return (
    <Section section={aboutSection}>
      <StaticHtml name="about">
        {() => (
          <>
            <p className="about__summary">{about.summary}</p>
            <h3 className="about__skills-title">{words.skillsTitle}</h3>
            <dl className="skills">
              {about.skillGroups.map((group) => (
                <div key={group.name} className="skills__group">
                  <dt className="skills__name">{group.name}</dt>
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
