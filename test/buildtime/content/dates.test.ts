import { showDate, showDates, showLetterDate } from '../../../src/buildtime/content/dates';
import { formattingLocale, loadLanguage } from '../../../src/buildtime/content/languages';
import { fillIn } from '../../../src/i18n/words';

const persian = loadLanguage('fa');
if ('problems' in persian) throw new Error(persian.problems.join('\n'));
/** April in Persian, in the Gregorian calendar. */
const april = new Intl.DateTimeFormat('fa-u-ca-gregory', { month: 'long', timeZone: 'UTC' }).format(
  new Date('2023-04-15T12:00:00Z'),
);

describe('dates in the content’s language', () => {
  it('are Gregorian, with Western digits, unless the tag asks for another calendar or digits', () => {
    expect(showDate('fa', '2023-04', 'resume')).toBe(`${april} 2023`);
    expect(showDates('fa', { start: '2023-04' }, persian.catalog, 'resume')).toBe(
      fillIn(persian.catalog.ongoingRange, { start: `${april} 2023` }),
    );
    // Solar Hijri and Persian digits, when the owner's tag says so.
    const asked = showDate('fa-u-ca-persian-nu-arabext', '2023-04', 'resume')!;
    expect(asked).toMatch(/^[\u06F0-\u06F9]{4} /);
    expect(asked).not.toContain(april);
  });
});

describe('dates at the precision written, one month style per page and per PDF', () => {
  const english = loadLanguage('en');
  if ('problems' in english) throw new Error(english.problems.join('\n'));
  const { catalog } = english;
  const monthYear = (tag: string, iso: string, month: 'short' | 'long') =>
    new Intl.DateTimeFormat(formattingLocale(tag), {
      year: 'numeric',
      month,
      timeZone: 'UTC',
    }).format(new Date(`${iso}-15T12:00:00Z`));

  it.each(['page', 'resume'] as const)(
    'keeps the month of one end when the other has only its year (%s)',
    (style) => {
      const month = style === 'page' ? 'short' : 'long';
      expect(showDates('en', { start: '2018', end: '2021-02' }, catalog, style)).toBe(
        fillIn(catalog.dateRange, { start: '2018', end: monthYear('en', '2021-02', month) }),
      );
      expect(showDates('en', { start: '2019-06', end: '2021' }, catalog, style)).toBe(
        fillIn(catalog.dateRange, { start: monthYear('en', '2019-06', month), end: '2021' }),
      );
    },
  );

  it.each(['en', 'de', 'pl', 'ja', 'ar'])(
    'writes a month the same way in a span and in a single date (%s)',
    (tag) => {
      const language = loadLanguage(tag);
      if ('problems' in language) throw new Error(language.problems.join('\n'));
      for (const [style, month] of [
        ['page', 'short'],
        ['resume', 'long'],
      ] as const) {
        const alone = showDate(tag, '2022-06', style)!;
        expect(alone).toBe(monthYear(tag, '2022-06', month));
        expect(showDates(tag, { start: '2022-06' }, language.catalog, style)).toBe(
          fillIn(language.catalog.ongoingRange, { start: alone }),
        );
        // A day's month is written in the same style (in its own case: Polish 'czerwca').
        expect(showDate(tag, '2022-06-03', style)).toBe(
          new Intl.DateTimeFormat(formattingLocale(tag), {
            year: 'numeric',
            month,
            day: 'numeric',
            timeZone: 'UTC',
          }).format(new Date('2022-06-03T12:00:00Z')),
        );
      }
    },
  );
});

describe("a letter's date", () => {
  const day = new Date('2026-11-27T12:00:00Z');
  const written = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);

  it('in English is day first, unless the owner’s or the employer’s country writes month first', () => {
    const dayFirst = written('en-GB');
    const monthFirst = written('en-US');
    expect(dayFirst.indexOf('27')).toBeLessThan(dayFirst.indexOf('November'));
    expect(showLetterDate('en', day, [undefined, undefined])).toBe(dayFirst);
    expect(showLetterDate('en', day, ['FI', 'NL'])).toBe(dayFirst);
    expect(showLetterDate('en', day, ['fi', 'in'])).toBe(dayFirst);
    expect(showLetterDate('en', day, ['US', 'FI'])).toBe(monthFirst);
    expect(showLetterDate('en', day, ['FI', 'US'])).toBe(monthFirst);
    expect(showLetterDate('en', day, ['not a country'])).toBe(dayFirst);
  });

  it('is written as a tag with its region asks, and in another language its own way', () => {
    expect(showLetterDate('en-US', day, ['FI'])).toBe(written('en-US'));
    expect(showLetterDate('en-GB', day, ['US'])).toBe(written('en-GB'));
    expect(showLetterDate('de', day, ['US'])).toBe(written('de'));
  });
});
