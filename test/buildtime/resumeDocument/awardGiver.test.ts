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
    for (const [title, under, awarder] of [
      ['Preis für barrierefreies Webdesign', 'Stadt Hamburg', 'Stadt Hamburg'],
      ['جائزة الابتكار', 'جامعة عمّان', 'جامعة عمّان'],
      ['Open Data Award', 'Awarded by Leeds City Council', 'Leeds City Council'],
    ])
      expect(award([title!], under)).toEqual({ title, awarder });
  });

  it('keeps a sentence, or a giver already in the head, as they are', () => {
    for (const summary of [
      'For the city’s open transport data.',
      'Shared with two colleagues',
      'Top 3 of 120 entries',
    ])
      expect(award(['Open Data Award'], summary)).toEqual({ title: 'Open Data Award', summary });
    expect(award(['Open Data Award', 'Leeds City Council'], 'Shared with two colleagues')).toEqual({
      title: 'Open Data Award',
      awarder: 'Leeds City Council',
      summary: 'Shared with two colleagues',
    });
  });
});
