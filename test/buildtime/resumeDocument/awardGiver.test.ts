/** @jest-environment node */
/**
 * Who gave an award or a certificate, on the line under its name where the document prints no
 * date beside it (so the entry's head is its name alone).
 */
import { namedOf } from '../../../src/buildtime/resumeDocument/entryFields';

const award = (head: string[], summary?: string) =>
  namedOf(
    { head, items: [], lines: [], ...(summary && { summary }) },
    { name: 'title', by: 'awarder', date: 'date' },
  ).fields;

describe('who gave an award, under its name', () => {
  it('reads a short line naming someone under the name as who gave it', () => {
    expect(award(['Preis für barrierefreies Webdesign'], 'Stadt Hamburg')).toEqual({
      title: 'Preis für barrierefreies Webdesign',
      awarder: 'Stadt Hamburg',
    });
    expect(award(['جائزة الابتكار'], 'جامعة عمّان')).toEqual({
      title: 'جائزة الابتكار',
      awarder: 'جامعة عمّان',
    });
    expect(award(['Open Data Award'], 'Awarded by Leeds City Council')).toEqual({
      title: 'Open Data Award',
      awarder: 'Leeds City Council',
    });
  });

  it('keeps a sentence, or a giver already in the head, as they are', () => {
    expect(award(['Open Data Award'], 'For the city’s open transport data.')).toEqual({
      title: 'Open Data Award',
      summary: 'For the city’s open transport data.',
    });
    expect(award(['Open Data Award'], 'Shared with two colleagues')).toEqual({
      title: 'Open Data Award',
      summary: 'Shared with two colleagues',
    });
    expect(award(['Open Data Award'], 'Top 3 of 120 entries')).toEqual({
      title: 'Open Data Award',
      summary: 'Top 3 of 120 entries',
    });
    expect(award(['Open Data Award', 'Leeds City Council'], 'Shared with two colleagues')).toEqual({
      title: 'Open Data Award',
      awarder: 'Leeds City Council',
      summary: 'Shared with two colleagues',
    });
  });
});
