/** @jest-environment node */
import { Lexer, readValue } from '../../../../src/buildtime/documents/textLayer/pdf/pdfSyntax';
import {
  ofKind,
  serialized,
  textOfString,
} from '../../../../src/buildtime/documents/textLayer/pdf/pdfValues';
import {
  newObjectNumber,
  objectOf,
  readPdfFile,
  streamData,
  writePdfFile,
} from '../../../../src/buildtime/documents/textLayer/pdf/pdfFile';
import { readRuns } from '../../../../src/buildtime/resumeCheck/pdfText';
import { qpdfCheck } from './readBack';
import { itWith } from '../../../support/textLayerReading';
import { onePage, tinyPdf } from './tinyPdf';

const valueOf = (text: string) => {
  const lexer = new Lexer(Buffer.from(text, 'latin1'));
  return readValue(lexer, lexer.next(), true);
};

describe("PDF's syntax", () => {
  const written =
    '<< /Type /Name#20Two % a comment\n' +
    '/Literal (a\\(b\\)\\n\\101\\\\ (nested)) /Hex <48 49 5> ' +
    '/Array [1 -2.5 .5 true null] /Ref 12 0 R /Nested << /K /V >> >>';

  it('reads each kind of value', () => {
    expect(valueOf(written)).toEqual({
      kind: 'dictionary',
      entries: new Map([
        ['Type', { kind: 'name', value: 'Name Two' }],
        ['Literal', { kind: 'string', bytes: Buffer.from('a(b)\nA\\ (nested)') }],
        ['Hex', { kind: 'string', bytes: Buffer.from([0x48, 0x49, 0x50]) }],
        [
          'Array',
          {
            kind: 'array',
            items: [
              { kind: 'number', value: 1, text: '1' },
              { kind: 'number', value: -2.5, text: '-2.5' },
              { kind: 'number', value: 0.5, text: '.5' },
              { kind: 'keyword', value: 'true' },
              { kind: 'keyword', value: 'null' },
            ],
          },
        ],
        ['Ref', { kind: 'reference', number: 12, generation: 0 }],
        ['Nested', { kind: 'dictionary', entries: new Map([['K', { kind: 'name', value: 'V' }]]) }],
      ]),
    });
  });

  it('writes a value back as it was read: numbers as written, strings in hexadecimal', () => {
    const text = serialized(valueOf(written));
    expect(text).toBe(
      '<< /Type /Name#20Two /Literal <61286229' +
        '0a415c20286e657374656429> /Hex <484950> /Array [1 -2.5 .5 true null] ' +
        '/Ref 12 0 R /Nested << /K /V >> >>',
    );
    expect(valueOf(text)).toEqual(valueOf(written));
  });

  it('reads an end of line in a literal string as a line feed, however it is written', () => {
    // CR, CR LF and LF; after a backslash, an end of line continues the string.
    expect(valueOf('(a\rb\r\nc\nd\\\r\ne\\\rf)')).toEqual({
      kind: 'string',
      bytes: Buffer.from('a\nb\nc\ndef'),
    });
  });

  it('reads a text string in UTF-16 after its byte order mark, or one byte a character', () => {
    expect(textOfString(Buffer.from([0xfe, 0xff, 0x06, 0x27, 0x06, 0x44]))).toBe('ال');
    expect(textOfString(Buffer.from('ar-EG', 'latin1'))).toBe('ar-EG');
  });
});

describe('a PDF file written anew', () => {
  const pdf = onePage('BT /F1 12 Tf 20 50 Td (Before) Tj ET');
  const file = readPdfFile(pdf);
  const replacement = Buffer.from('BT /F1 12 Tf 20 50 Td (After) Tj ET');
  const written = writePdfFile(file, new Map([[4, replacement]]));

  it('keeps every other object byte for byte, and the stream compressed with its length', () => {
    const again = readPdfFile(written);
    expect([...again.objects.keys()]).toEqual([...file.objects.keys()]);
    for (const [number, object] of file.objects) {
      const copy = again.objects.get(number)!;
      if (number === 4) expect(streamData(again, copy)).toEqual(replacement);
      else
        expect(written.subarray(copy.start, copy.end)).toEqual(
          pdf.subarray(object.start, object.end),
        );
    }
    expect(written.toString('latin1', again.objects.get(4)!.start)).toMatch(
      /^4 0 obj\n<< \/Length \d+ \/Filter \/FlateDecode >>\nstream\n/,
    );
  });

  it('has an xref table whose every offset starts its object', () => {
    const text = written.toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xref)).toMatch(/^xref\n0 6\n0000000000 65535 f \n/);
    const entries = text.slice(xref).split('\n').slice(3, 8);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${index + 1} 0 obj\n`));
    });
    expect(text).toMatch(/trailer\n<< \/Size 6 \/Root 1 0 R >>\nstartxref/);
  });

  it('opens in pdf.js, which reads the new stream', async () => {
    expect((await readRuns(written)).map(({ text }) => text)).toEqual(['After']);
  });

  it('says in one line what it cannot read', () => {
    const moved = tinyPdf(['<< /Type /Catalog >>']);
    const broken = Buffer.from(moved.toString('latin1').replace('1 0 obj', '2 0 obj'), 'latin1');
    expect(() => readPdfFile(broken)).toThrow(
      new Error("the PDF's text layer could not be made readable: object 1 is not at its offset"),
    );
  });
});

describe('a PDF file written anew with an object replaced and streams added', () => {
  const pdf = onePage('BT /F1 12 Tf 20 50 Td (Same) Tj ET');
  const file = readPdfFile(pdf);
  const nextNumber = newObjectNumber(file);
  const [first, second] = [nextNumber(), nextNumber()];
  const font = ofKind(
    valueOf('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Extra 6 0 R >>'),
    'dictionary',
    'a font',
  )!;
  const written = writePdfFile(file, new Map(), {
    dictionaries: new Map([[5, font]]),
    added: new Map([
      [first, Buffer.from([0, 1, 0, 0])],
      [second, Buffer.from('second')],
    ]),
  });
  const again = readPdfFile(written);

  it('numbers the new objects after the last', () => {
    expect([first, second]).toEqual([6, 7]);
  });

  it('writes the dictionary in its place and the new streams after the rest, compressed', () => {
    expect(objectOf(again, 5).value).toEqual(font);
    expect(streamData(again, objectOf(again, 6))).toEqual(Buffer.from([0, 1, 0, 0]));
    expect(streamData(again, objectOf(again, 7)).toString()).toBe('second');
    for (const number of [1, 2, 3, 4])
      expect(written.subarray(objectOf(again, number).start, objectOf(again, number).end)).toEqual(
        pdf.subarray(objectOf(file, number).start, objectOf(file, number).end),
      );
  });

  it('counts them in the xref table and the trailer', () => {
    const text = written.toString('latin1');
    expect(text).toMatch(/\nxref\n0 8\n/);
    expect(again.trailer.entries.get('Size')).toMatchObject({ value: 8 });
  });

  itWith('qpdf')('makes a PDF that qpdf finds sound', () => {
    expect(qpdfCheck(written)).toMatch(/No syntax or stream encoding errors found/);
  });

  it('refuses a dictionary in place of a stream, and a new object under a number in use', () => {
    const dictionary = { kind: 'dictionary' as const, entries: new Map() };
    expect(() =>
      writePdfFile(file, new Map(), { dictionaries: new Map([[4, dictionary]]) }),
    ).toThrow('object 4 is a stream');
    expect(() => writePdfFile(file, new Map(), { added: new Map([[3, Buffer.from('')]]) })).toThrow(
      'object 3 is in the file already',
    );
  });
});
