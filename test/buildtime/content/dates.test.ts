import { showDate, showDates } from '../../../src/buildtime/content/dates';
import { loadLanguage } from '../../../src/buildtime/content/languages';
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
