import { postingAsks } from '../../../../src/buildtime/applications/matching/asks';
import { answeredBy, readerOf } from '../../../../src/buildtime/applications/matching/answers';
import { words } from '../../../../src/buildtime/applications/matching/words';

const nothingOwned = { terms: [], texts: [] };
/** The asks of a posting, as it writes them. */
const asksOf = (posting: string, tag = 'en', owned: string[] = [], company: string[] = []) =>
  postingAsks(
    posting,
    tag,
    { terms: [], texts: owned.map((text) => words(text, tag)) },
    { company },
  ).map(({ text }) => text);
/** Whether an owner's text answers each ask of a posting. */
const answers = (posting: string, text: string, tag = 'en') => {
  const asks = postingAsks(posting, tag, nothingOwned);
  expect(asks.length).toBeGreaterThan(0);
  return answeredBy(asks, [readerOf(tag)(text)]).size === asks.length;
};

describe('what a posting asks, found in the owner’s words', () => {
  it('matches case, plurals and word forms, in English and German', () => {
    expect(
      answers(
        '- Own our event pipelines and data contracts',
        'Built an Event Pipeline; wrote a data contract',
      ),
    ).toBe(true);
    expect(
      answers(
        '- Erfahrung mit verteilten Systemen und Datenverträgen',
        'Verteilte Systeme, Datenvertrag',
        'de',
      ),
    ).toBe(true);
  });

  it('reads a skill by any of its names, and hyphens and spaces alike', () => {
    expect(
      answers(
        'Kafka, K8s, Postgres, JS and golang; on-call duty',
        'Apache Kafka, Kubernetes, PostgreSQL, JavaScript, Go; on call',
      ),
    ).toBe(true);
    expect(answers('Rufbereitschaft und Kubernetes', 'oncall rotation, k8s', 'de')).toBe(true);
    expect(asksOf('We use C++, C#, .NET, CI/CD and Node.js.')).toEqual([
      'C++',
      'C#',
      '.NET',
      'CI/CD',
      'Node.js',
    ]);
  });

  it('finds no short name inside another word, or where it is an ordinary word', () => {
    expect(
      asksOf('You will own our go-to-market analytics and go far. The Project is in Java.'),
    ).toEqual(['Java']);
    expect(answers('Go and C', 'go-to-market work on the Project')).toBe(false);
    expect(answers('Java', 'JavaScript')).toBe(false);
    expect(answers('R', 'Intern at the R&D Lab')).toBe(false);
    expect(answers('Kafka - Python & Go', 'Kafka, Python, Go')).toBe(true);
    expect(answers('C', 'Objective-C and C++')).toBe(false);
  });

  it('takes phrases the owner’s content says, or the posting says twice, or a requirement lists', () => {
    expect(
      asksOf('You will keep data contracts healthy.', 'en', ['I wrote data contracts']),
    ).toEqual(['data contracts']);
    expect(asksOf('You will keep data contracts healthy.')).toEqual([]);
    expect(asksOf('Event pipelines matter. You will run event pipelines.')).toEqual([
      'Event pipelines',
    ]);
    expect(
      asksOf('Requirements:\n- Strong knowledge of distributed systems and stream processing'),
    ).toEqual(['distributed systems', 'stream processing']);
    // A list item's verb is no part of a phrase, in German either.
    expect(
      asksOf('- Own data contracts\n- Du entwickelst Datenpipelines mit Python', 'de'),
    ).toEqual(['data contracts', 'Python']);
  });

  it('asks nothing of boilerplate: the company, what it offers, the equal opportunity statement', () => {
    const posting = [
      'About us',
      'Nordvik Data is a Kafka shop of 40 GraphQL fans.',
      'The role',
      'Location: Helsinki',
      'We are looking for an engineer who knows Terraform.',
      'What we offer:',
      '- Python lunches, flexible hours and stock options',
      'Nordvik Data is an equal opportunity employer and welcomes Rust developers regardless of background.',
    ].join('\n');
    expect(asksOf(posting, 'en', [], ['Nordvik Data Oy'])).toEqual(['Terraform']);
    const german =
      'Über uns\nWir sind ein Kafka-Team.\nDeine Aufgaben\nWir suchen Verstärkung mit Terraform.\nWir bieten:\n- Python-Kurse';
    expect(asksOf(german, 'de')).toEqual(['Terraform']);
  });

  it('takes the Arabic and the Persian yeh and kaf, and harakat, as the same letters', () => {
    // The posting writes Arabic yeh and kaf, the owner Persian ones; harakat on one side only.
    expect(asksOf('تجربه طراحي سيستم و كار تيمي', 'fa', ['طراحی سیستم', 'كَار تیمی'])).toEqual([
      'طراحي سيستم',
      'كار تيمي',
    ]);
  });

  it('finds words in scripts without spaces, and stems nothing it has no stemmer for', () => {
    expect(answers('我们需要 Kafka 和 Go 经验', '使用 Apache Kafka 与 Go', 'zh')).toBe(true);
    expect(
      answers('- Doświadczenie z systemami rozproszonymi', 'systemami rozproszonymi', 'pl'),
    ).toBe(true);
  });
});
