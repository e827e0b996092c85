/** @jest-environment node */
/**
 * Hebrew and Japanese as their writers set a résumé: Hebrew months shortened with a geresh
 * ("נוב׳ 2020"), Japanese fields set apart by a full-width space and rows by a full-width
 * solidus ("東京 ／ GitHub").
 */
import { findDates } from '../../../src/buildtime/resumeDocument/dateRanges';
import { cleanText } from '../../../src/buildtime/resumeDocument/documentLine';
import { lineText, setsFlushRight } from '../../../src/buildtime/resumeDocument/pdfLines';
import { documentLine as line, resumeOfLines as read } from '../../support/documentLines';

const heading = (text: string) => line(text, { size: 14, bold: true });

describe('Hebrew dates', () => {
  it('reads a month shortened with a geresh or an apostrophe, as Hebrew writes it', () => {
    expect(findDates('מהנדס QA, שקד תקשורת ספט׳ 2016 – פבר׳ 2019')).toEqual({
      dates: { start: '2016-09', end: '2019-02', ongoing: false, written: 'ספט׳ 2016 – פבר׳ 2019' },
      rest: 'מהנדס QA, שקד תקשורת',
    });
    expect(findDates("דצמ' 2021 – היום")?.dates).toMatchObject({ start: '2021-12', ongoing: true });
  });

  it('reads a Hebrew entry whose dates are so written whole: role, organisation, place', () => {
    const resume = read([
      line('אורי שחם', { size: 24 }),
      heading('ניסיון תעסוקתי'),
      line('מהנדס DevOps, שקד תקשורת ינו׳ 2019 – היום', { bold: true }),
      line('באר שבע'),
      line('• הקמת צנרת CI ב-GitHub Actions'),
    ]);
    expect(resume.work).toEqual([
      {
        position: 'מהנדס DevOps',
        name: 'שקד תקשורת',
        location: 'באר שבע',
        startDate: '2019-01',
        highlights: ['הקמת צנרת CI ב-GitHub Actions'],
      },
    ]);
  });
  it('knows a school by its name in the construct state (אוניברסיטת, מכללת), in any order', () => {
    const resume = read([
      line('אורי שחם', { size: 24 }),
      heading('השכלה'),
      line('הנדסת תוכנה, תואר ראשון, מכללת ספיר', { bold: true }),
      line('2012 – 2016'),
    ]);
    expect(resume.education).toMatchObject([
      { institution: 'מכללת ספיר', studyType: 'תואר ראשון', area: 'הנדסת תוכנה' },
    ]);
  });
});

describe('Hebrew lines and languages', () => {
  it('measures a Hebrew line’s inset from the edge its column sets such lines against', () => {
    // A right-to-left paragraph: lines end at the right edge, the last one short.
    expect(
      setsFlushRight([
        { left: 0.2, right: 0 },
        { left: 0.4, right: 0 },
        { left: 30, right: 1.5 },
      ]),
    ).toBe(true);
    // Hebrew on a page printed left to right (no dir="rtl"): lines start at the left edge.
    expect(
      setsFlushRight([
        { left: 0, right: 38 },
        { left: 0, right: 39 },
        { left: 0, right: 2 },
      ]),
    ).toBe(false);
  });

  it('reads Hebrew fluencies on a line under the language', () => {
    const resume = read([
      line('אורי שחם', { size: 24 }),
      heading('שפות'),
      line('עברית'),
      line('שפת אם'),
      line('ערבית'),
      line('רמה בינונית'),
      line('צרפתית'),
      line('בסיסית'),
    ]);
    expect(resume.languages).toEqual([
      { language: 'עברית', fluency: 'שפת אם' },
      { language: 'ערבית', fluency: 'רמה בינונית' },
      { language: 'צרפתית', fluency: 'בסיסית' },
    ]);
  });
});

describe('Japanese full-width spaces and marks', () => {
  it('splits a job head and a degree at the full-width space between their fields', () => {
    const resume = read([
      line('岡田　光', { size: 24 }),
      heading('職歴'),
      line('インフラエンジニア　株式会社アオバネット 2019年10月 – 現在', { bold: true }),
      line('仙台'),
      heading('学歴'),
      line('東北科学技術大学 2015年4月 – 2019年3月', { bold: true }),
      line('修士（情報科学）　情報科学研究科'),
    ]);
    expect(resume.work).toEqual([
      {
        position: 'インフラエンジニア',
        name: '株式会社アオバネット',
        location: '仙台',
        startDate: '2019-10',
      },
    ]);
    expect(resume.education).toEqual([
      {
        institution: '東北科学技術大学',
        studyType: '修士（情報科学）',
        area: '情報科学研究科',
        startDate: '2015-04',
        endDate: '2019-03',
      },
    ]);
  });

  it('takes a department for the field of study, not for a place, when a PDF parts it', () => {
    const resume = read([
      line('岡田\u3000光', { size: 24 }),
      heading('学歴'),
      line('東北科学技術大学 2015年4月 – 2019年3月', { bold: true }),
      line('学士（工学）\u3000電気電子工学科', { cells: ['学士（工学）', '電気電子工学科'] }),
    ]);
    expect(resume.education).toMatchObject([
      { institution: '東北科学技術大学', studyType: '学士（工学）', area: '電気電子工学科' },
    ]);
  });

  it('parts a degree from its field at a space, which Japanese sets between no words', () => {
    const resume = read([
      line('岡田\u3000光', { size: 24 }),
      heading('学歴'),
      line('東北科学技術大学 2015年4月 – 2019年3月', { bold: true }),
      line('修士（情報科学） 情報科学研究科'),
    ]);
    expect(resume.education).toMatchObject([
      { studyType: '修士（情報科学）', area: '情報科学研究科' },
    ]);
  });

  it('reads a certificate and who gave it, set apart by a full-width space', () => {
    const resume = read([
      line('岡田　光', { size: 24 }),
      heading('資格'),
      line('基本情報技術者試験　情報処理推進機構 2016年12月'),
    ]);
    expect(resume.certificates).toEqual([
      { name: '基本情報技術者試験', issuer: '情報処理推進機構', date: '2016-12' },
    ]);
  });

  it('keeps the full-width space a Japanese name and fields are set apart with', () => {
    expect(cleanText(' 岡田\u3000光 ')).toBe('岡田\u3000光');
    expect(cleanText('インフラエンジニア \u3000 株式会社アオバネット')).toBe(
      'インフラエンジニア\u3000株式会社アオバネット',
    );
    expect(cleanText('Web  エンジニア')).toBe('Web エンジニア');
  });

  it('takes no place from a name whose two words the page sets an em apart', () => {
    const name = line('岡田\u3000光', { size: 24, cells: ['岡田', '光'] });
    const resume = read([name, line('仙台 ／ hikaru.okada@example.jp'), name]);
    expect(resume.basics).toMatchObject({ name: '岡田\u3000光', location: { city: '仙台' } });
  });

  it('reads contacts and spoken languages set apart by a full-width solidus', () => {
    const resume = read([
      line('岡田　光', { size: 24 }),
      line('hikaru.okada@example.jp ／ 仙台'),
      heading('語学'),
      line('日本語（ネイティブ） ／ 中国語（日常会話）'),
    ]);
    expect(resume.basics).toMatchObject({
      email: 'hikaru.okada@example.jp',
      location: { city: '仙台' },
    });
    expect(resume.languages).toEqual([
      { language: '日本語', fluency: 'ネイティブ' },
      { language: '中国語', fluency: '日常会話' },
    ]);
  });
});

describe('a PDF line’s cells as one text', () => {
  const cell = (x: number, right: number) => ({ x, right, size: 10 });

  it('writes back the full-width space an em-wide gap between Japanese letters stands for', () => {
    expect(lineText([cell(72, 92), cell(102, 132)], ['岡田', '光'])).toBe('岡田\u3000光');
    expect(lineText([cell(72, 132), cell(142, 202)], ['修士（情報科学）', '情報科学研究科'])).toBe(
      '修士（情報科学）\u3000情報科学研究科',
    );
  });

  it('keeps an ordinary space beside Latin words and across a column’s wider gap', () => {
    expect(lineText([cell(72, 92), cell(102, 132)], ['Tokyo', '仙台'])).toBe('Tokyo 仙台');
    expect(lineText([cell(72, 92), cell(200, 232)], ['仙台', '2019年10月'])).toBe(
      '仙台 2019年10月',
    );
  });
});

describe('Chinese and Japanese letters a font maps to radicals', () => {
  it('reads a radical that stands for a whole letter as that letter', () => {
    // Chromium's CJK fonts map 西 (Japanese form) and 母 to radicals; pdf.js gives those.
    expect(cleanText('⻄村　彩花')).toBe('西村　彩花');
    expect(cleanText('中文（⺟语）')).toBe('中文（母语）');
    expect(cleanText('⽇本語')).toBe('日本語');
  });
});
