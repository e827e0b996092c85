/** @jest-environment node */
import { chooseFonts, fontPackages, installed } from '../../../src/buildtime/drawn/typeset/fonts';

/** This project as an owner who writes in Latin letters has it: Noto Sans only. */
const onlyNotoSans = (font: (typeof fontPackages)[number]) =>
  font.family === 'Noto Sans' ? installed(font) : null;

const packageFor = (family: string) => fontPackages.find((font) => font.family === family)!;

describe('choosing the fonts the build draws with', () => {
  it('draws Latin with every diacritic, Cyrillic and Greek with the font that comes with it', () => {
    const drawing = chooseFonts(
      'vi',
      [{ where: 'name', text: 'Nguyễn Thị Ánh Dương · Ярина Ґалаґан · Ελένη' }],
      { load: onlyNotoSans },
    );
    expect(drawing).toEqual({
      fonts: [expect.objectContaining({ font: packageFor('Noto Sans') })],
    });
  });

  it('names the one package a script needs, in one line, with some letters and where they are', () => {
    const chinese = packageFor('Noto Sans SC');
    const drawing = chooseFonts(
      'zh-Hans',
      [
        { where: 'name', text: '林晓雯' },
        { where: 'jobTitle', text: '全栈工程师' },
        { where: 'tagline', text: '我用 TypeScript 构建应用。' },
      ],
      { load: onlyNotoSans },
    );
    expect(drawing).toEqual({
      problems: [
        // 14 different ones, the full stop "。" among them: it goes with Han.
        `Han letters ("林", "晓", "雯", "全", "栈" and 9 more) in name, jobTitle, tagline, and no ` +
          `installed font draws them: npm install --save-dev ${chinese.name}@${chinese.version}`,
      ],
      missingPackages: [chinese],
    });
  });

  it('takes the font of the language, not of the script alone, for Han', () => {
    const drawing = chooseFonts('ja', [{ where: 'name', text: '山田花子' }], {
      load: onlyNotoSans,
    });
    expect(drawing).toMatchObject({ missingPackages: [packageFor('Noto Sans JP')] });
  });

  it('names a character no font it knows draws, rather than drawing a box', () => {
    const drawing = chooseFonts('en', [{ where: 'tagline', text: 'Hi 🦄' }], {
      load: onlyNotoSans,
    });
    expect(drawing).toEqual({
      problems: [
        '"🦄" (U+1F984) in tagline: no font the build knows draws it; write it another way or remove it.',
      ],
      missingPackages: [],
    });
  });
});
