import { withTranslatedText } from '../../src/editor/translationDraft';
import type { Json } from '../../src/lib/json';
import type { Schema } from '../../src/editor/SchemaField';
import translationSchema from '../../src/content/schemas/translation.json';

const schema = translationSchema as Schema;
// Content of the test's own, and a translation of part of it.
const original: Json = {
  language: 'en',
  profile: { name: 'Noor Haddad', title: 'Data Engineer' },
  about: {
    summary: 'I move data.',
    skillGroups: [
      { name: 'Languages', level: 'Advanced', skills: ['SQL'] },
      { name: 'Tools', skills: ['dbt'] },
    ],
  },
  experience: [{ id: 'delta', company: 'Delta', title: 'Engineer', bullets: ['One.', 'Two.'] }],
};
const translation = {
  language: 'de',
  profile: { title: 'Dateningenieurin' },
  about: { skillGroups: [{ name: 'Sprachen', level: 'Fortgeschritten' }, 'Werkzeuge'] },
};
const translated = (path: (string | number)[], text: string | undefined, from = translation) =>
  withTranslatedText(from, schema, original, path, text);

describe('a translation changed one text at a time', () => {
  it('sets a text, making the entry by its id where there was none', () => {
    expect(translated(['experience', 'delta', 'title'], 'Ingenieurin')).toEqual({
      ...translation,
      experience: { delta: { title: 'Ingenieurin' } },
    });
  });

  it('removes a text cleared, and a group left with nothing in it', () => {
    expect(translated(['profile', 'title'], undefined)).toEqual({
      language: 'de',
      about: translation.about,
    });
  });

  it('keeps an item written as a text alone so while its name is all it has', () => {
    expect(translated(['about', 'skillGroups', 1, 'name'], 'Tools (de)')).toMatchObject({
      about: { skillGroups: [translation.about.skillGroups[0], 'Tools (de)'] },
    });
    expect(translated(['about', 'skillGroups', 1, 'level'], 'Gut')).toMatchObject({
      about: {
        skillGroups: [translation.about.skillGroups[0], { name: 'Werkzeuge', level: 'Gut' }],
      },
    });
  });

  it('makes a list as long as the content’s, and drops it when no item has a text', () => {
    const oneBullet = translated(['experience', 'delta', 'bullets', 1], 'Zwei.');
    expect(oneBullet).toMatchObject({ experience: { delta: { bullets: ['', 'Zwei.'] } } });
    expect(
      translated(['experience', 'delta', 'bullets', 1], undefined, oneBullet as typeof translation),
    ).toEqual(translation);
    const groups = translated(['about', 'skillGroups', 0, 'name'], undefined);
    expect(
      translated(['about', 'skillGroups', 0, 'level'], undefined, groups as typeof translation),
    ).toMatchObject({ about: { skillGroups: [{}, 'Werkzeuge'] } });
  });
});
