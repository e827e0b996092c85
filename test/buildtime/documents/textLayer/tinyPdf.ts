/** An object of a hand-written PDF: its text, or a stream's data (with its dictionary's entries). */
export type TinyObject = string | { stream: string; entries?: string };

/**
 * A PDF of these objects, numbered from 1 (the first is the catalog), with a classic xref table:
 * small enough to write by hand in a test.
 */
export function tinyPdf(objects: TinyObject[]): Buffer {
  let text = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(text, 'latin1');
    const body =
      typeof object === 'string'
        ? object
        : `<< /Length ${Buffer.byteLength(object.stream, 'latin1')} ${object.entries ?? ''}>>\n` +
          `stream\n${object.stream}\nendstream`;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A one-page PDF that shows this content, with Helvetica as /F1. */
export const onePage = (content: string) =>
  tinyPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] ' +
      '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { stream: content },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
