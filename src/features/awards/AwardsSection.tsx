import { Section } from '../../components/Section';
import { TagList } from '../../components/TagList';
import { awards } from '../../content';

export function AwardsSection() {
  return (
    <Section id="awards" title="Awards">
      <ul className="awards">
        {awards.map((award) => (
          <li key={award.id} className="entry card">
            <img
              className="entry__logo"
              src={award.image}
              alt=""
              width="48"
              height="48"
              loading="lazy"
            />
            <div className="entry__body">
              <h3 className="entry__title">
                {award.place}: {award.title}
              </h3>
              <p className="entry__meta">{award.organiser}</p>
              <p className="entry__date">{award.date}</p>
              <TagList tags={award.tags} color="amber" label="Topics" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
