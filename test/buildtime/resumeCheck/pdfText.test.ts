/** @jest-environment node */
import { closePdf, openPdf } from '../../../src/buildtime/resumeCheck/pdfText';
import { tinyPdf } from '../documents/textLayer/tinyPdf';

describe('a PDF given to npm run resume:check', () => {
  // A PostScript function (a colour's tint) is code a reader may compile with eval; pdf.js before
  // 4.2.67 did so for a crafted font's matrix too (CVE-2024-4367). Reading runs none.
  const withCode = tinyPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] ' +
      '/Resources << /ColorSpace << /CS1 [/Separation /Spot /DeviceGray 5 0 R] >> >> /Contents 4 0 R >>',
    { stream: '/CS1 cs 0.5 scn 10 10 50 50 re f' },
    {
      stream: '{ dup mul }',
      entries: '/FunctionType 4 /Domain [0 1] /Range [0 1] ',
    },
  ]);

  it('is read without compiling any code it carries', async () => {
    const compiled: string[] = [];
    const { Function: original } = globalThis;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        if (args.join('').trim()) compiled.push(args.join(', '));
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const document = await openPdf(withCode);
      const page = await document.getPage(1);
      await page.getOperatorList();
      await closePdf(document);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
