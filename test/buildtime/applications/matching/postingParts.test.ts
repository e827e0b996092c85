/** @jest-environment node */
import { postingRequirements } from '../../../../src/buildtime/applications/matching/requirements';

const nothingOwned = { terms: [], texts: [] };
/** Each requirement as it shows, and the part it was read in. */
const readingOf = (posting: string, tag = 'en') =>
  postingRequirements(posting, tag, nothingOwned).map(({ text, liked, duty, years }) => ({
    text,
    kind: duty ? 'duty' : liked ? 'niceToHave' : 'required',
    ...(years !== undefined && { years }),
  }));
const textsOf = (posting: string, tag = 'en') => readingOf(posting, tag).map(({ text }) => text);

describe('the parts of a posting', () => {
  it('reads the duties apart from the requirements, and nothing of what the company offers', () => {
    const posting = [
      'Data Engineer',
      'What you will do',
      '- Build pipelines with Spark',
      'What we are looking for',
      '- Python and SQL',
      'What we offer',
      '- 30 days of holiday and a Kafka conference each year',
    ].join('\n');
    expect(readingOf(posting)).toEqual([
      { text: 'Spark', kind: 'duty' },
      { text: 'Python', kind: 'required' },
      { text: 'SQL', kind: 'required' },
    ]);
  });

  it('judges a heading it does not know by what its lines hold', () => {
    const posting = [
      'Your toolbox',
      '- React and TypeScript every day',
      '- Experience with design systems',
      'Good to know',
      '- A MacBook Pro, 30 days of PTO and a yearly AWS summit',
    ].join('\n');
    // A list most of whose lines name skills is one of requirements: each line counts, whole.
    expect(textsOf(posting)).toEqual(['React', 'TypeScript', 'Experience with design systems']);
  });

  it('reads nothing of a page pasted whole around the posting: menus, the recruiter, counts', () => {
    const posting = [
      'Skip to main content',
      'Home',
      'Jobs',
      'Messaging',
      'Anna Berg',
      'Talent Acquisition Partner at Nordvik',
      '201-500 employees · 1,204 followers',
      '🎯 What you bring',
      '👉 Go or Rust',
      '👉 Kubernetes',
      '… Show more',
    ].join('\n');
    expect(readingOf(posting)).toEqual([
      { text: 'Go or Rust', kind: 'required' },
      { text: 'Kubernetes', kind: 'required' },
    ]);
  });

  it('reads the cues of a Swedish posting, and of a heading inside a line', () => {
    expect(
      readingOf('Din profil\nDu har erfarenhet av Python och Kafka. Terraform är ett plus.', 'en'),
    ).toEqual([
      { text: 'Python', kind: 'required' },
      { text: 'Kafka', kind: 'required' },
      { text: 'Terraform', kind: 'niceToHave' },
    ]);
    expect(readingOf('Requirements: Vue, Docker. Nice: GraphQL.')).toEqual([
      { text: 'Vue', kind: 'required' },
      { text: 'Docker', kind: 'required' },
      { text: 'GraphQL', kind: 'niceToHave' },
    ]);
  });
});

describe('a requirement a person would list', () => {
  it('is one for names listed with "or", each of those listed with "and"', () => {
    const posting =
      'Requirements:\n- PyTorch or TensorFlow\n- Kafka, Flink or Spark Structured Streaming\n- Python and SQL';
    expect(textsOf(posting)).toEqual([
      'PyTorch or TensorFlow',
      'Kafka, Flink or Spark Structured Streaming',
      'Python',
      'SQL',
    ]);
  });

  it('is a line whole where it names nothing the project knows, never a piece of a word', () => {
    const posting = [
      'Requirements:',
      '- Experience with recommender systems or learning-to-rank',
      '- Near-real-time feature pipelines',
      '- A/B testing',
    ].join('\n');
    expect(textsOf(posting)).toEqual([
      'Experience with recommender systems or learning-to-rank',
      'Near-real-time feature pipelines',
      'A/B testing',
    ]);
  });

  it('is a spoken language with its level, and years in figures or in words, in the posting’s language', () => {
    const german =
      'Dein Profil:\n- Mindestens drei Jahre Berufserfahrung\n- Verhandlungssichere Deutschkenntnisse und gute Englischkenntnisse (C1)';
    expect(readingOf(german)).toEqual([
      { text: 'Mindestens drei Jahre Berufserfahrung', kind: 'required', years: 3 },
      { text: 'Deutsch (C1)', kind: 'required' },
      { text: 'Englisch (C1)', kind: 'required' },
    ]);
    expect(
      textsOf(
        'Profil recherché :\n- Anglais courant\n- Au moins quatre ans d’expérience dans une équipe de données',
        'en',
      ),
    ).toEqual(['anglais', 'Au moins quatre ans d’expérience dans une équipe de données']);
  });
});
