import { postingsLanguages } from '../../../../src/buildtime/applications/matching/entriesThatStay';

describe('the languages an application keeps', () => {
  it('keeps the posting’s language and every official or recognised language of its country', () => {
    const stockholm = postingsLanguages('en', ['Nordlys Data AB', 'Stockholm'], 'en');
    // Finnish is a recognised minority language of Sweden.
    expect(stockholm).toEqual(expect.arrayContaining(['en', 'sv', 'fi']));
    const helsinki = postingsLanguages('fi', ['Pohjoisvirta Oy, Helsinki'], 'en');
    expect(helsinki).toEqual(expect.arrayContaining(['fi', 'sv']));
    expect(helsinki).not.toContain('en');
  });

  it('keeps each language of a country with several, named in the posting’s language', () => {
    expect(postingsLanguages('de', ['Standort: Schweiz'], 'en')).toEqual(
      expect.arrayContaining(['de', 'fr', 'it']),
    );
  });
});
