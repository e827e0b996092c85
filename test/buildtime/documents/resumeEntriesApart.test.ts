/** @jest-environment node */
import { resumeLayouts } from '../../../src/content/constants';
import { drawnSections } from '../../../src/buildtime/documents/resumeData';
import { drawnResume } from '../../support/drawnResume';
import { importedContent } from '../../support/checkedContent';
import { linkedInResume } from '../../support/linkedInExports';
import { fieldsRead, readAsLayoutParser } from '../../../src/buildtime/resumeCheck/layoutParser';
import { readPdf } from '../../support/pdfReader';
import samplePortfolio from '../../../src/content/sample.json';
import fullResume from '../../fixtures/full-resume/resume.json';
import fullResumeGerman from '../../fixtures/full-resume/resume.de.json';
import careerChanger from '@jsonresume/schema/examples/career-changer.resume.json';
import seniorEngineer from '@jsonresume/schema/examples/senior-engineer.resume.json';

/** Six owners of different shapes; one with several roles at one employer. */
const owners: [string, object][] = [
  ['the sample', samplePortfolio],
  ['a whole résumé in English', importedContent(fullResume, 'en')],
  ['a whole résumé in German', importedContent(fullResumeGerman, 'de')],
  ["JSON Resume's career changer", importedContent(careerChanger)],
  ["JSON Resume's senior engineer", importedContent(seniorEngineer)],
  ["LinkedIn's export", importedContent(linkedInResume('current').resume, 'de')],
];

describe.each(resumeLayouts)('the %s résumé, read by a layout-based parser', (layout) => {
  it('reads at least 95 % of the entries’ titles, details and dates right, over six owners', async () => {
    let [right, fields] = [0, 0];
    const wrong: string[] = [];
    for (const [owner, raw] of owners) {
      const { data, pdf } = drawnResume(raw, { layout });
      const { runs } = await readPdf(pdf);
      const readings = readAsLayoutParser(drawnSections(data.sections), runs);
      const read = fieldsRead(readings);
      right += read.right;
      fields += read.fields;
      for (const { section, title, fields: entryFields } of readings)
        for (const field of entryFields.filter(({ right: isRight }) => !isRight))
          wrong.push(`${owner}: ${section}: ${title}: ${field.text}`);
    }
    expect({ share: right / fields >= 0.95, wrong }).toEqual({
      share: true,
      wrong: expect.any(Array),
    });
  });
});
