/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  catalogDir,
  catalogTagFor,
  catalogTags,
  contentLanguage,
  findWordProblems,
  loadLanguage,
} from '../../src/buildtime/content/languages';
import type { Catalog } from '../../src/i18n/words';

const reference = JSON.parse(fs.readFileSync(path.join(catalogDir, 'en.json'), 'utf8')) as Catalog;

describe('the catalogs of interface words', () => {
  it.each(catalogTags())('%s has every word, and a text for each plural category', (tag) => {
    expect(loadLanguage(tag)).toMatchObject({ catalog: expect.any(Object) });
  });

  it('names a missing word, and a count without the plural forms of its language', () => {
    const { cancel: _dropped, ...lacking } = reference;
    expect(findWordProblems(lacking, 'en', reference, 'xx.json', { partial: false })).toEqual([
      `xx.json lacks "cancel": add it (in English: ${JSON.stringify(reference.cancel)}).`,
    ]);
    const ukrainian = new Intl.PluralRules('uk').resolvedOptions().pluralCategories;
    const [problem] = findWordProblems(reference, 'uk', reference, 'uk.json', { partial: false });
    expect(problem).toContain('"charactersLeft" is a count');
    for (const category of ukrainian) expect(problem).toContain(category);
  });

  it('names a value a translation leaves out or misspells, but lets a count spell out one', () => {
    const words = {
      copyright: reference.copyright.replace('{name}', '{nom}'),
      charactersLeft: { one: 'a single one', other: 'left' },
    };
    expect(findWordProblems(words, 'en', reference, 'xx.json', { partial: true })).toEqual([
      expect.stringMatching(/^xx\.json: "copyright" has \{nom\}, no \{name\};/),
      expect.stringMatching(/^xx\.json: "charactersLeft\.other" has no \{count\};/),
    ]);
  });

  it('refuses a word no catalog has', () => {
    expect(
      findWordProblems({ getInTuch: 'Hi' }, 'en', reference, 'words', { partial: true }),
    ).toEqual([expect.stringMatching(/^words: "getInTuch" is not an interface word/)]);
  });

  it('serves a region or script from its language, never Traditional from Simplified Chinese', () => {
    expect(catalogTagFor('pt-BR', ['en', 'pt'])).toBe('pt');
    expect(catalogTagFor('zh', ['en', 'zh-Hans'])).toBe('zh-Hans');
    expect(catalogTagFor('zh-TW', ['en', 'zh-Hans'])).toBeUndefined();
  });

  it('says which languages have catalogs, and how to add one, for a language without', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify(reference));
    const result = loadLanguage('kk', dir);
    expect(result).toEqual({
      problems: [expect.stringMatching(/"kk".*There are: en\. .*kk\.json/)],
    });
  });

  it('writes Arabic and Hebrew right to left, and the rest left to right', () => {
    expect(['ar', 'he', 'fa', 'ur'].map((tag) => contentLanguage(tag).dir)).toEqual(
      Array(4).fill('rtl'),
    );
    expect(['en', 'uk', 'zh-Hans', 'hi'].map((tag) => contentLanguage(tag).dir)).toEqual(
      Array(4).fill('ltr'),
    );
  });
});
