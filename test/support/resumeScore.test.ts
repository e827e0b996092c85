/**
 * The corpus's scorer counts only the fields a document shows: a value that stands in the
 * document only inside another field's words (a city in a company's or a school's name) is not
 * shown, nor is one a longer word holds ("Valencia" in "Valenciano").
 */
import type { JsonResume } from '../../src/buildtime/jsonResume/format';
import { scoreResume } from './resumeScore';

// JSON Resume's place, which the project's type of it leaves out.
const person = {
  basics: { name: 'Ada Quill', location: { city: 'Bremen' } },
  work: [{ name: 'Bremen Freight', position: 'Engineer', location: 'Bremen' }],
  education: [{ institution: 'Hochschule Bremen', area: 'Informatik' }],
  languages: [{ language: 'Bremenese' }],
} as JsonResume;
const fieldsOf = (text: string) => scoreResume(person, {}, text).fields.map(({ field }) => field);

describe('the fields a document shows', () => {
  it('leaves out a value written only inside other fields of the résumé', () => {
    const fields = fieldsOf('Ada Quill | Engineer, Bremen Freight | Informatik, Hochschule Bremen');
    expect(fields).not.toContain('basics.location.city');
    expect(fields).not.toContain('work[0].location');
    expect(fields).toContain('work[0].name');
  });

  it('leaves out a value only a longer word holds', () => {
    expect(fieldsOf('Ada Quill | Bremenese')).not.toContain('basics.location.city');
  });

  it('counts a value written once for one field of that value, twice for two', () => {
    const once = fieldsOf('Ada Quill | Bremen | Engineer, Bremen Freight');
    expect(once.filter((field) => /location/.test(field))).toEqual(['basics.location.city']);
    const twice = fieldsOf('Ada Quill | Bremen | Engineer, Bremen Freight, Bremen');
    expect(twice).toEqual(expect.arrayContaining(['basics.location.city', 'work[0].location']));
  });

  it('finds Chinese values inside other words, as Chinese sets no spaces', () => {
    const chinese = { basics: { name: '林晓雯', location: { city: '杭州' } } } as JsonResume;
    expect(scoreResume(chinese, {}, '林晓雯 杭州人').fields.map(({ field }) => field)).toContain(
      'basics.location.city',
    );
  });
});
