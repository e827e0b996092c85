/**
 * The files a template embeds (pdf.attach), made the document's associated files: the catalog's
 * /AF lists them, each with its /AFRelationship (PDF 2.0, 14.13; PDF/A-3). Typst writes both only
 * for PDF/A-3 and PDF 2.0, not for the PDF/UA-1 every document here is; PDF 1.7 readers pass over
 * the two keys, so the file stays PDF/UA-1.
 */
import { lookUp, objectOf, readPdfFile, writePdfFile } from '../textLayer/pdf/pdfFile';
import type { PdfValue, PdfValueOf } from '../textLayer/pdf/pdfValues';

/** The file's place in the PDF 2.0 sense: the source it was made from, or data it shows. */
export type Relationship = 'Source' | 'Data';

/** The PDF with each embedded file associated with the document, as `relationship`. */
export function withAssociatedFiles(pdf: Buffer, relationship: Relationship): Buffer {
  const file = readPdfFile(pdf);
  const root = file.trailer.entries.get('Root');
  if (root?.kind !== 'reference') return pdf;
  const catalog = objectOf(file, root.number);
  const names = lookUp(
    file,
    lookUp(file, catalog.value, 'Names', 'dictionary'),
    'EmbeddedFiles',
    'dictionary',
  );
  // Typst writes the name tree as one leaf: (name) reference pairs.
  const specs = (lookUp(file, names, 'Names', 'array')?.items ?? []).filter(
    (item): item is PdfValueOf<'reference'> => item.kind === 'reference',
  );
  if (specs.length === 0) return pdf;
  const dictionaries = new Map<number, PdfValueOf<'dictionary'>>();
  const withEntry = (number: number, key: string, value: PdfValue) => {
    const { entries } = objectOf(file, number).value as PdfValueOf<'dictionary'>;
    dictionaries.set(number, { kind: 'dictionary', entries: new Map(entries).set(key, value) });
  };
  for (const spec of specs)
    withEntry(spec.number, 'AFRelationship', { kind: 'name', value: relationship });
  withEntry(root.number, 'AF', { kind: 'array', items: specs });
  return writePdfFile(file, new Map(), { dictionaries });
}
