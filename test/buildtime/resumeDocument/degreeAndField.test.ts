/** @jest-environment node */
/**
 * Studies whose degree and field share a line with no word or mark between them ("Grado
 * Ingeniería Informática", as a theme prints its degree, a space, then its field).
 */
import { studyOf } from '../../../src/buildtime/resumeDocument/entryFields';

const study = (line: string) =>
  studyOf({ head: ['Harbour University', line], items: [], lines: [] }).fields;

describe('a degree and its field on one line', () => {
  it('takes a one-word degree before the field apart from it, in any script', () => {
    for (const [degree, field] of [
      ['Grado', 'Ingeniería Informática'],
      ['Bachelor', 'Medieninformatik'],
      ['بكالوريوس', 'علم الحاسوب'],
      ['工学学士', '计算机科学与技术'],
    ])
      expect(study(`${degree} ${field}`)).toMatchObject({ studyType: degree, area: field });
  });

  it('takes a degree of several words, as Hebrew names one, apart from the field after it', () => {
    for (const [degree, field] of [
      ['תואר ראשון', 'מדעי המחשב'],
      ['תואר שני', 'הנדסת תעשייה וניהול'],
    ])
      expect(study(`${degree} ${field}`)).toMatchObject({ studyType: degree, area: field });
  });

  it('keeps a degree written in several words whole', () => {
    expect(study('Master of Science Informatik')).toMatchObject({
      studyType: 'Master of Science',
      area: 'Informatik',
    });
    for (const degree of ['Bachelor of Science', 'High School Diploma', "Master's degree"])
      expect(study(degree)).toEqual({ institution: 'Harbour University', studyType: degree });
  });
});
