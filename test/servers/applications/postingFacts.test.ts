/** @jest-environment node */
import { postingFacts } from '../../../src/servers/applications/postingFacts';

describe('postingFacts', () => {
  test('reads the title from the first line and the company and place from their labels', () => {
    expect(
      postingFacts('Platform Engineer\nCompany: Brightwater Labs\nLocation: Tampere\n\nYou will…'),
    ).toEqual({ title: 'Platform Engineer', company: 'Brightwater Labs', place: 'Tampere' });
  });

  test('finds a company by the form its name ends in, in any language’s labels', () => {
    expect(
      postingFacts('Datenarchitekt (m/w/d)\nStandort: Leipzig\nDie Kranich Systeme GmbH sucht …'),
    ).toEqual({
      title: 'Datenarchitekt (m/w/d)',
      company: 'Kranich Systeme GmbH',
      place: 'Leipzig',
    });
  });

  test('takes no sentence for a title, and guesses nothing the posting does not say', () => {
    expect(postingFacts('We are hiring someone who loves data pipelines.\nApply now.')).toEqual({
      title: undefined,
      company: undefined,
      place: undefined,
    });
  });
});
