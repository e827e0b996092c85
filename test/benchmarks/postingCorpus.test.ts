/** @jest-environment node */
import { postingRequirements } from '../../src/buildtime/applications/matching/requirements';
import {
  corpusSplit,
  names,
  postingText,
  scoreHalf,
  scorePosting,
} from '../../src/benchmarks/postingCorpus';

describe('the scorer of the postings corpus', () => {
  it('counts an item named by a listed text that names it, never by a piece of a word', () => {
    expect(names({ text: 'Experience with recommender systems' }, 'recommender system')).toBe(true);
    expect(names({ text: 'Verhandlungssichere Deutschkenntnisse' }, 'Deutsch')).toBe(true);
    expect(names({ text: 'PyTorch or TensorFlow' }, 'JAX | TensorFlow')).toBe(true);
    expect(names({ text: 'JavaScript' }, 'Java')).toBe(false);
    expect(names({ text: 'B tests' }, 'A/B test')).toBe(false);
    expect(names({ text: '5+ years of Python' }, 'years:5')).toBe(true);
    expect(names({ text: 'Python', years: 3 }, 'years:3')).toBe(true);
  });

  it('finds a fragment only as words of its own, and nice to have listed as required', () => {
    const labels = {
      language: 'en',
      shape: 'a test’s own',
      required: ['A/B test'],
      niceToHave: ['Scala'],
      duties: [],
      never: ['B tests', '=open'],
    };
    const score = scorePosting(
      'own',
      [{ text: 'A/B tests' }, { text: 'open source' }, { text: 'Scala' }, { text: 'B tests' }],
      labels,
    );
    expect(score).toMatchObject({
      missed: [],
      unreal: ['open source', 'B tests'],
      fragments: ['B tests (in "B tests")'],
      niceAsRequired: ['Scala'],
    });
  });
});

describe('the postings of the tune half, read as a hiring manager reads them', () => {
  const { tune } = corpusSplit();
  const score = scoreHalf(
    tune.map((id) =>
      scorePosting(id, postingRequirements(postingText(id), 'en', { terms: [], texts: [] })),
    ),
  );

  it('lists every required item of nine postings in ten, and mostly real requirements', () => {
    expect(score.complete).toBeGreaterThanOrEqual(0.9);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('lists no nice to have as required, and at most the one fragment left', () => {
    expect(score.niceAsRequired).toBe(0);
    expect(score.fragments).toBeLessThanOrEqual(1);
  });
});
