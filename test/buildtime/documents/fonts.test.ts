/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import {
  chooseFonts,
  fontPackages,
  installed,
} from '../../../src/buildtime/documents/typeset/fonts';

/** This project as an owner who writes in Latin letters has it: Noto Sans only. */
const onlyNotoSans = (font: (typeof fontPackages)[number]) =>
  font.family === 'Noto Sans' ? installed(font) : null;

/** A font package no one publishes, installed by one test. */
const laterName = '@portfolio-test-only/installed-later';

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

  it('takes a font only for letters no font before it draws: each one costs Typst its reading', () => {
    const families = (texts: string[]) => {
      const drawing = chooseFonts(
        'en',
        texts.map((text) => ({ where: 'name', text })),
      );
      return 'fonts' in drawing ? drawing.fonts.map(({ font }) => font.family) : drawing.problems;
    };
    // Almarai and Noto Sans Hebrew, installed with the project, draw Latin letters too.
    expect(families(['Ada Lovelace, 1815–1852'])).toEqual(['Noto Sans']);
    expect(families(['Ada Lovelace', 'עדה'])).toEqual(['Noto Sans', 'Noto Sans Hebrew']);
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

  it('finds a font package installed while it runs, as the import installs one and looks again', () => {
    // In a process of its own: Jest's resolver would remember the package it did not find.
    const lookTwice = `
      const fs = require('node:fs');
      const path = require('node:path');
      const { fontPackages, installed } = require('./src/buildtime/documents/typeset/fonts');
      const notoSans = installed(fontPackages.find((font) => font.family === 'Noto Sans'));
      const later = { ...notoSans.font, family: 'Installed Later', name: ${JSON.stringify(laterName)} };
      const before = installed(later);
      notoSans.files.forEach((file, index) => {
        const copy = path.join('node_modules', later.name, later.files[index]);
        fs.mkdirSync(path.dirname(copy), { recursive: true });
        fs.copyFileSync(file, copy);
      });
      fs.writeFileSync(path.join('node_modules', later.name, 'package.json'), '{}');
      const after = installed(later);
      console.log(JSON.stringify({ before, after: after && after.characters.has(65) }));`;
    try {
      const seen = execFileSync(
        process.execPath,
        ['--require', './src/scripts/runTypeScript.cjs', '--eval', lookTwice],
        { cwd: projectPaths.root, encoding: 'utf8' },
      );
      expect(JSON.parse(seen)).toEqual({ before: null, after: true });
    } finally {
      fs.rmSync(path.join(projectPaths.root, 'node_modules', laterName.split('/')[0]!), {
        recursive: true,
        force: true,
      });
    }
  });
});
