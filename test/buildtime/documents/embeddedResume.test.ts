/** @jest-environment node */
import { resumeLayouts } from '../../../src/content/constants';
import {
  readPdfFile,
  lookUp,
  objectOf,
} from '../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { drawnResume } from '../../support/drawnResume';
import { readPdf } from '../../support/pdfReader';
import samplePortfolio from '../../../src/content/sample.json';
import arabicPortfolio from '../../fixtures/arabic-owner/portfolio.json';

/** The document's associated files (/AF), each as its name and its relationship to the PDF. */
function associatedFiles(pdf: Buffer) {
  const file = readPdfFile(pdf);
  const root = file.trailer.entries.get('Root');
  if (root?.kind !== 'reference') throw new Error('no catalog');
  const catalog = objectOf(file, root.number).value;
  return (lookUp(file, catalog, 'AF', 'array')?.items ?? []).map((spec) => ({
    name: lookUp(
      file,
      spec.kind === 'reference' ? objectOf(file, spec.number).value : spec,
      'UF',
      'string',
    )?.bytes.toString('latin1'),
    relationship: lookUp(
      file,
      spec.kind === 'reference' ? objectOf(file, spec.number).value : spec,
      'AFRelationship',
      'name',
    )?.value,
  }));
}

describe.each(resumeLayouts)('the %s résumé PDF', (layout) => {
  it.each([
    ['the sample', samplePortfolio],
    ['an Arabic owner', arabicPortfolio],
  ])(
    '%s: carries the resume.json it was drawn from, as its source, and stays PDF/UA-1',
    async (_, raw) => {
      const { pdf, resumeJson } = drawnResume(raw, { layout });
      const read = await readPdf(pdf);
      expect(read.attachments).toEqual({ 'resume.json': resumeJson });
      expect(associatedFiles(pdf)).toEqual([{ name: 'resume.json', relationship: 'Source' }]);
      expect(read.uaPart).toBe('1');
    },
  );
});
