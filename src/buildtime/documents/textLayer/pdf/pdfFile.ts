/**
 * A PDF file with a classic cross-reference table, as Typst writes it: its objects read where
 * they are, a stream's data, and the file written anew with some objects replaced or added.
 */
import zlib from 'node:zlib';
import { Lexer, readValue } from './pdfSyntax';
import { numberValue, ofKind, serialized, type PdfValue, type PdfValueOf } from './pdfValues';
import { unreadable } from './unreadable';

export interface PdfObject {
  number: number;
  /** From `n 0 obj` to the end of `endobj`. */
  start: number;
  end: number;
  value: PdfValue;
  /** The stream's bytes as they are in the file, when it is one. */
  stream?: { start: number; end: number };
}

export interface PdfFile {
  bytes: Buffer;
  objects: Map<number, PdfObject>;
  trailer: PdfValueOf<'dictionary'>;
}

export function readPdfFile(bytes: Buffer): PdfFile {
  const end = bytes.toString('latin1', Math.max(0, bytes.length - 1024));
  const startXref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(end);
  if (!startXref) unreadable('no startxref at the end');
  const lexer = new Lexer(bytes, Number(startXref[1]));
  const xref = lexer.next();
  if (xref?.kind !== 'keyword' || xref.value !== 'xref') unreadable('not a classic xref table');
  const offsets = xrefOffsets(lexer);
  const trailer = ofKind(readValue(lexer, lexer.next(), true), 'dictionary', 'the trailer')!;
  if (trailer.entries.has('Prev') || trailer.entries.has('Encrypt'))
    unreadable('an updated or encrypted PDF');
  const file: PdfFile = { bytes, objects: new Map(), trailer };
  for (const [number, offset] of offsets) file.objects.set(number, objectAt(bytes, number, offset));
  // A stream's length may be an object of its own, so streams end once all are read.
  for (const object of file.objects.values()) {
    if (!object.stream) continue;
    const length = lookUp(file, object.value, 'Length', 'number');
    if (!length) unreadable(`stream ${object.number} has no length`);
    object.stream.end = object.stream.start + length.value;
    object.end = endOfObject(bytes, object.number, object.stream.end);
  }
  return file;
}

/** Where each object in use starts, from the table's sections up to `trailer`. */
function xrefOffsets(lexer: Lexer): Map<number, number> {
  const offsets = new Map<number, number>();
  const number = () => {
    const token = lexer.next();
    if (token?.kind !== 'number') unreadable('the xref table is not numbers');
    return token.value;
  };
  for (;;) {
    const before = lexer.position;
    const token = lexer.next();
    if (token?.kind === 'keyword' && token.value === 'trailer') return offsets;
    lexer.position = before;
    const first = number();
    const count = number();
    for (let index = 0; index < count; index += 1) {
      const offset = number();
      const generation = number();
      const use = lexer.next();
      if (use?.kind !== 'keyword') unreadable('the xref table is not numbers');
      if (use.value !== 'n') continue;
      if (generation !== 0) unreadable(`object ${first + index} is of generation ${generation}`);
      offsets.set(first + index, offset);
    }
  }
}

function objectAt(bytes: Buffer, number: number, offset: number): PdfObject {
  const lexer = new Lexer(bytes, offset);
  const [numbered, , obj] = [lexer.next(), lexer.next(), lexer.next()];
  const isObj = obj?.kind === 'keyword' && obj.value === 'obj';
  if (numbered?.kind !== 'number' || numbered.value !== number || !isObj)
    unreadable(`object ${number} is not at its offset`);
  const value = readValue(lexer, lexer.next(), true);
  const afterValue = lexer.position;
  const keyword = lexer.next();
  if (keyword?.kind !== 'keyword' || keyword.value !== 'stream')
    return { number, start: offset, end: endOfObject(bytes, number, afterValue), value };
  let start = keyword.end;
  if (bytes[start] === 13) start += 1;
  if (bytes[start] === 10) start += 1;
  // Its end is known once every length can be read (readPdfFile).
  return { number, start: offset, end: -1, value, stream: { start, end: -1 } };
}

function endOfObject(bytes: Buffer, number: number, from: number) {
  const at = bytes.indexOf('endobj', from, 'latin1');
  if (at < 0) unreadable(`object ${number} has no endobj`);
  return at + 'endobj'.length;
}

/** An object by its number; a reference to no object is unreadable. */
export function objectOf(file: PdfFile, number: number): PdfObject {
  return file.objects.get(number) ?? unreadable(`object ${number} is not in the xref table`);
}

/** The value a reference refers to, or the value itself. */
export const resolved = (file: PdfFile, value: PdfValue | undefined) =>
  value?.kind === 'reference' ? objectOf(file, value.number).value : value;

/** A dictionary's entry, references followed: undefined when absent, unreadable when not a `kind`. */
export function lookUp<Kind extends PdfValue['kind']>(
  file: PdfFile,
  dictionary: PdfValue | undefined,
  key: string,
  kind: Kind,
): PdfValueOf<Kind> | undefined {
  const entries = ofKind(dictionary, 'dictionary', `the dictionary with /${key}`)?.entries;
  return ofKind(resolved(file, entries?.get(key)), kind, `/${key}`);
}

/** A stream's data, inflated; Typst compresses with FlateDecode alone. */
export function streamData(file: PdfFile, object: PdfObject): Buffer {
  if (!object.stream) unreadable(`object ${object.number} is not a stream`);
  const raw = file.bytes.subarray(object.stream.start, object.stream.end);
  const dictionary = ofKind(object.value, 'dictionary', 'a stream')!.entries;
  const filter = resolved(file, dictionary.get('Filter'));
  const filters = filter === undefined ? [] : filter.kind === 'array' ? filter.items : [filter];
  if (filters.length === 0) return Buffer.from(raw);
  const [only] = filters;
  if (filters.length > 1 || only?.kind !== 'name' || only.value !== 'FlateDecode')
    unreadable(`stream ${object.number} is not compressed with FlateDecode alone`);
  if (dictionary.has('DecodeParms')) unreadable(`stream ${object.number} has /DecodeParms`);
  return zlib.inflateSync(raw);
}

/** Numbers for new objects, one a call, after the file's last. */
export function newObjectNumber(file: PdfFile): () => number {
  let last = Math.max(0, ...file.objects.keys());
  return () => (last += 1);
}

/** What else changes in a file written anew: whole objects that are no streams, new streams. */
interface NewObjects {
  /** Dictionaries in place of objects that are no streams, by object. */
  dictionaries?: Map<number, PdfValueOf<'dictionary'>>;
  /** Streams to add, by the numbers newObjectNumber gave them. */
  added?: Map<number, Buffer>;
}

/**
 * The file written anew, objects in the same order, `replaced` streams compressed again, `added`
 * ones after the rest, and the trailer read with its /Size counting them.
 */
export function writePdfFile(
  file: PdfFile,
  replaced: Map<number, Buffer>,
  { dictionaries = new Map(), added = new Map() }: NewObjects = {},
): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  const write = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    size += bytes.length;
  };
  const offsets = new Map<number, number>();
  const writeStream = (number: number, entries: Map<string, PdfValue>, data: Buffer) => {
    offsets.set(number, size);
    const compressed = zlib.deflateSync(data, { level: 9 });
    const dictionary = new Map(entries);
    dictionary.set('Length', numberValue(compressed.length));
    dictionary.set('Filter', { kind: 'name', value: 'FlateDecode' });
    write(`${number} 0 obj\n${serialized({ kind: 'dictionary', entries: dictionary })}\n`);
    write('stream\n');
    write(compressed);
    write('\nendstream\nendobj\n');
  };
  const objects = [...file.objects.values()].sort((a, b) => a.start - b.start);
  write(file.bytes.subarray(0, objects[0]?.start ?? 0));
  for (const object of objects) {
    const data = replaced.get(object.number);
    const dictionary = dictionaries.get(object.number);
    if (data) {
      writeStream(object.number, ofKind(object.value, 'dictionary', 'a stream')!.entries, data);
      continue;
    }
    offsets.set(object.number, size);
    if (!dictionary) write(file.bytes.subarray(object.start, object.end));
    else if (object.stream) throw new Error(`object ${object.number} is a stream`);
    else write(`${object.number} 0 obj\n${serialized(dictionary)}\nendobj`);
    write('\n');
  }
  for (const [number, data] of added) {
    if (file.objects.has(number)) throw new Error(`object ${number} is in the file already`);
    writeStream(number, new Map(), data);
  }
  const count = Math.max(0, ...offsets.keys()) + 1;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let number = 1; number < count; number += 1) {
    const offset = offsets.get(number);
    xref +=
      offset === undefined
        ? '0000000000 65535 f \n'
        : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  const trailer = new Map(file.trailer.entries).set('Size', numberValue(count));
  const trailerText = serialized({ kind: 'dictionary', entries: trailer });
  write(`${xref}trailer\n${trailerText}\nstartxref\n${size}\n%%EOF\n`);
  return Buffer.concat(parts);
}
