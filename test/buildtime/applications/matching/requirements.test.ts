import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';
import { matchedBy, readerOf } from '../../../../src/buildtime/applications/matching/matches';
import { words } from '../../../../src/buildtime/applications/matching/words';

const nothingOwned = { terms: [], texts: [] };
/** The requirements of a posting, as it writes them. */
const requirementsOf = (
  posting: string,
  tag = 'en',
  owned: string[] = [],
  company: string[] = [],
) =>
  postingRequirements(
    posting,
    tag,
    { terms: [], texts: owned.map((text) => words(text, tag)) },
    { company },
  ).map(({ text }) => text);
/** Whether an owner's text matches each requirement of a posting's list of requirements. */
const matches = (posting: string, text: string, tag = 'en') => {
  const requirements = postingRequirements(`Requirements:\n${posting}`, tag, nothingOwned);
  expect(requirements.length).toBeGreaterThan(0);
  return matchedBy(requirements, [readerOf(tag)(text)]).size === requirements.length;
};

describe('what a posting asks, found in the owner’s words', () => {
  it('matches case, plurals and word forms, in English and German', () => {
    expect(
      matches(
        '- Own our event pipelines and data contracts',
        'Built an Event Pipeline; wrote a data contract',
      ),
    ).toBe(true);
    expect(
      matches(
        '- Erfahrung mit verteilten Systemen und Datenverträgen',
        'Verteilte Systeme, Datenvertrag',
        'de',
      ),
    ).toBe(true);
  });

  it('reads a skill by any of its names, and hyphens and spaces alike', () => {
    expect(
      matches(
        'Kafka, K8s, Postgres, JS and golang; on-call duty',
        'Apache Kafka, Kubernetes, PostgreSQL, JavaScript, Go; on call',
      ),
    ).toBe(true);
    expect(matches('Rufbereitschaft und Kubernetes', 'oncall rotation, k8s', 'de')).toBe(true);
    expect(requirementsOf('We use C++, C#, .NET, CI/CD and Node.js.')).toEqual([
      'C++',
      'C#',
      '.NET',
      'CI/CD',
      'Node.js',
    ]);
  });

  it('finds no short name inside another word, or where it is an ordinary word', () => {
    expect(
      requirementsOf('You will own our go-to-market analytics and go far. The Project is in Java.'),
    ).toEqual(['Java']);
    expect(matches('Go and C', 'go-to-market work on the Project')).toBe(false);
    expect(matches('Java', 'JavaScript')).toBe(false);
    expect(matches('R', 'Intern at the R&D Lab')).toBe(false);
    expect(matches('Kafka - Python & Go', 'Kafka, Python, Go')).toBe(true);
    expect(matches('C', 'Objective-C and C++')).toBe(false);
  });

  it('takes phrases the owner’s content says, or a requirement lists, whole', () => {
    expect(
      requirementsOf('You will keep data contracts healthy.', 'en', ['I wrote data contracts']),
    ).toEqual(['data contracts']);
    expect(requirementsOf('You will keep data contracts healthy.')).toEqual([]);
    // Said twice in prose is not asked.
    expect(requirementsOf('Event pipelines matter. You will run event pipelines.')).toEqual([]);
    expect(
      requirementsOf(
        'Requirements:\n- Strong knowledge of distributed systems and stream processing',
      ),
    ).toEqual(['Strong knowledge of distributed systems and stream processing']);
    // A list item's verb is no part of a phrase, in German either.
    expect(
      requirementsOf('Dein Profil:\n- Du entwickelst Datenpipelines mit Python und Kafka', 'de'),
    ).toEqual(['Python', 'Kafka']);
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
    expect(requirementsOf(posting, 'en', [], ['Nordvik Data Oy'])).toEqual(['Terraform']);
    const german =
      'Über uns\nWir sind ein Kafka-Team.\nDeine Aufgaben\nWir suchen Verstärkung mit Terraform.\nWir bieten:\n- Python-Kurse';
    expect(requirementsOf(german, 'de')).toEqual(['Terraform']);
  });

  it('takes the Arabic and the Persian yeh and kaf, and harakat, as the same letters', () => {
    // The posting writes Arabic yeh and kaf, the owner Persian ones; harakat on one side only.
    expect(
      requirementsOf('تجربه طراحي سيستم و كار تيمي', 'fa', ['طراحی سیستم', 'كَار تیمی']),
    ).toEqual(['طراحي سيستم', 'كار تيمي']);
  });

  it('finds words in scripts without spaces, and stems nothing it has no stemmer for', () => {
    expect(matches('我们需要 Kafka 和 Go 经验', '使用 Apache Kafka 与 Go', 'zh')).toBe(true);
    expect(
      matches('- Doświadczenie z systemami rozproszonymi', 'systemami rozproszonymi', 'pl'),
    ).toBe(true);
  });
});

/** Whether these requirements hold the skill key of a name the project knows. */
const skillKeysOf = (posting: string, tag = 'en') =>
  postingRequirements(posting, tag, nothingOwned).flatMap(({ keys }) =>
    keys.filter((key) => key.startsWith('#')),
  );

describe('requirements a person would list', () => {
  it('shows a phrase as the posting writes it, and lists no words that only stand side by side', () => {
    expect(requirementsOf('- Partner with our R&D teams', 'en', ['Led R&D work'])).toEqual(['R&D']);
    const posting = [
      'Requirements:',
      '- 6+ years building data or ML infrastructure',
      '- You keep our dbt models healthy and you keep our dbt models healthy',
    ].join('\n');
    const requirements = requirementsOf(posting, 'en', [
      'building data platforms',
      'dbt models healthy',
    ]);
    expect(requirements).not.toContain('building data');
    expect(requirements).not.toContain('models healthy');
    expect(requirements).toContain('dbt');
  });

  it('lists model training pipelines, experiment tracking, infrastructure as code and MLflow', () => {
    const requirements = requirementsOf(
      [
        'What you bring:',
        '- Model training pipelines',
        '- Keep experiment tracking and the model registry running on MLflow',
        '- Manage our infrastructure as code',
      ].join('\n'),
    );
    expect(requirements).toEqual(
      expect.arrayContaining([
        'Model training pipelines',
        'experiment tracking',
        'model registry',
        'MLflow',
        'infrastructure as code',
      ]),
    );
  });

  it('splits slash lists into their names, CI/CD whole', () => {
    expect(requirementsOf('We use C/C++, Java/C#, C#/.NET, Node.js/TypeScript and CI/CD.')).toEqual(
      ['C/C++', 'Java/C#', 'C#/.NET', 'Node.js/TypeScript', 'CI/CD'],
    );
  });

  it('reads React, Swift, Go, Tableau and Chef as skills only where they are written as one', () => {
    const ordinary = [
      '- You react to incidents calmly.',
      '- Go beyond what is asked.',
      '- Knowledge of SWIFT messaging.',
      '- Chef de projet confirmé.',
    ].join('\n');
    expect(skillKeysOf(ordinary)).toEqual([]);
    expect(skillKeysOf('- Construire un tableau de bord', 'fr')).toEqual([]);
    expect(matches('SWIFT messaging', 'Swift and SwiftUI')).toBe(false);
    expect(requirementsOf('- Go, React, Tableau and Chef\n- We write React and Swift.')).toEqual([
      'Go',
      'React',
      'Tableau',
      'Chef',
      'Swift',
    ]);
  });

  it('answers a family by the names in it, never the other way', () => {
    for (const [family, name] of [
      ['AWS', 'AWS Lambda'],
      ['React', 'React Native'],
      ['CSS', 'Tailwind CSS'],
      ['CI/CD', 'GitHub Actions'],
      ['infrastructure as code', 'Terraform'],
      ['experiment tracking', 'MLflow'],
      ['model registry', 'MLflow'],
    ]) {
      expect([family, matches(`- ${family}`, `Built it with ${name!}`)]).toEqual([family, true]);
      expect([name, matches(`- ${name!}`, `Built it with ${family!}`)]).toEqual([name, false]);
    }
  });

  it('answers a requirement naming no skill by its phrases, whichever verb the owner wrote', () => {
    const posting = '- Lead postmortems and own incident reviews';
    expect(requirementsOf(`Requirements:\n${posting}`)).toEqual([
      'Lead postmortems and own incident reviews',
    ]);
    expect(
      matches(posting, 'Ran the on-call rotation and its postmortems; ran incident reviews'),
    ).toBe(true);
  });

  it('asks nothing of places, time zones, company forms and business models', () => {
    expect(
      requirementsOf(
        '- Work from Stockholm in CET with our EMEA customers\n- Nordlys GmbH, Nordlys AB and Nordlys Oy build SaaS\n- A PhD is welcome',
      ),
    ).toEqual([]);
  });

  it('reads the posting in its own language, whatever the résumé is written in', () => {
    const german =
      'Deine Aufgaben:\n- Erfahrung mit Python und Kafka\n- Du entwickelst Datenpipelines';
    expect(requirementsOf(german, 'en')).toEqual(['Python', 'Kafka']);
    const french = 'Profil recherché :\n- Vous maîtrisez Python et les bases relationnelles';
    expect(requirementsOf(french, 'en')).toEqual(['Python', 'bases relationnelles']);
  });
});

describe('what a posting would only like', () => {
  /** Each requirement's text, and whether the posting only likes it. */
  const likedOf = (posting: string, tag: string) =>
    Object.fromEntries(
      postingRequirements(posting, tag, nothingOwned).map(({ text, liked }) => [text, !!liked]),
    );

  it('likes what it says only under a nice-to-have heading or in a line saying so', () => {
    expect(
      likedOf(
        'Requirements:\n- Kafka and Python\nNice to have:\n- Terraform\n- Python\nYour tasks:\n- Airflow, Rust is a plus',
        'en',
      ),
    ).toMatchObject({ Kafka: false, Python: false, Terraform: true, Airflow: true, Rust: true });
  });

  it('reads the cues of the posting’s own language', () => {
    expect(likedOf('Dein Profil:\n- Kafka\nWünschenswert:\n- Terraform', 'de')).toMatchObject({
      Kafka: false,
      Terraform: true,
    });
    expect(likedOf('Profil recherché :\n- Kafka\n- Terraform serait un plus', 'fr')).toMatchObject({
      Kafka: false,
      Terraform: true,
    });
  });
});

describe('names behind the prefixes of right-to-left languages', () => {
  it('reads a Latin name after an Arabic or Persian conjunction, preposition or article', () => {
    expect(requirementsOf('- خبرة في وReact وبPython والKafka ولTerraform', 'ar')).toEqual([
      'React',
      'Python',
      'Kafka',
      'Terraform',
    ]);
    expect(requirementsOf('- تجربه کار با Docker وKubernetes', 'fa')).toEqual([
      'Docker',
      'Kubernetes',
    ]);
  });

  it('reads a Latin name after a Hebrew prefix, with a hyphen or without', () => {
    expect(requirementsOf('- ניסיון בReact, ו-Python ובKafka, הTerraform של מGo', 'he')).toEqual([
      'React',
      'Python',
      'Kafka',
      'Terraform',
      'Go',
    ]);
  });
});

describe('the posting’s title', () => {
  it('is the subject, not a requirement: its skills are, the role it names does not', () => {
    const posting = 'Senior Data Engineer\nNordlys AB, Stockholm\n- Build pipelines in Python';
    const owned = ['Senior Data Engineer at Pohjoisvirta, a Data Engineer'];
    expect(requirementsOf(posting, 'en', owned)).toEqual(['Python']);
    expect(
      requirementsOf('ML Platform Engineer\n- Python for our platform engineer team', 'en', owned),
    ).toEqual(['ML', 'Python']);
  });
});
