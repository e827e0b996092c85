/** @jest-environment node */
import {
  readingOrder,
  withNumberAfterItsPrefix,
} from '../../../src/buildtime/resumeDocument/bidiRuns';

/** Text as Chromium draws it glyph by glyph from the left: each letter a token, spaces between. */
const drawnFromLeft = (visual: string) => [...visual].map((letter) => letter);

describe('right-to-left runs drawn from the left, read in reading order', () => {
  it('turns an Arabic phrase round, its number keeping its own order', () => {
    // "خفض زمن الاستجابة بنسبة 40 بالمئة" as a left-to-right page sets it.
    const visual = 'ةئملاب 40 ةبسنب';
    expect(readingOrder(drawnFromLeft(visual)).join('')).toBe('بنسبة 40 بالمئة');
  });

  it('leaves Latin words and the punctuation after them where they stand', () => {
    expect(readingOrder(drawnFromLeft('نامع, Jordan')).join('')).toBe('عمان, Jordan');
  });

  it('keeps a mark drawn over its letter after it, and mirrors brackets', () => {
    expect(readingOrder(['ن', 'ا', 'م', 'ّ', 'ع']).join('')).toBe('عمّان');
    expect(readingOrder(drawnFromLeft('(ةيبرعلا)'), 'right').join('')).toBe('(العربية)');
  });

  it('in a right-to-left paragraph, sets its Latin words after the words before them', () => {
    // "الواجهات: React" drawn from the left in a right-to-left paragraph.
    expect(
      readingOrder(['React', ' ', ':', 'ت', 'ا', 'ه', 'ج', 'ا', 'و', 'ل', 'ا'], 'right').join(''),
    ).toBe('الواجهات: React');
  });

  it('keeps a percent sign with its number, drawn glyph by glyph', () => {
    expect(readingOrder(drawnFromLeft('ةئملاب 40% ةبسنب')).join('')).toBe('بنسبة 40% بالمئة');
  });

  it('reads a number a hyphen binds to a Hebrew prefix letter after it, at the line’s start', () => {
    // "…של לוח הבקרה ב-60%": the whole line one right-to-left run, the number drawn leftmost.
    expect(withNumberAfterItsPrefix('60%קיצור זמן הטעינה של לוח הבקרה ב-')).toBe(
      'קיצור זמן הטעינה של לוח הבקרה ב-60%',
    );
    expect(withNumberAfterItsPrefix('2021 הצטרפתי ל-')).toBe('הצטרפתי ל-2021');
    // A number before the words, with no prefix waiting for it, stays where it stands.
    expect(withNumberAfterItsPrefix('2020 – היום')).toBe('2020 – היום');
    expect(withNumberAfterItsPrefix('60% מהלקוחות')).toBe('60% מהלקוחות');
  });
});
