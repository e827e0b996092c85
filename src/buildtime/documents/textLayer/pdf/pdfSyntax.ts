/**
 * PDF's syntax (ISO 32000-1, 7.2 and 7.3) as far as Typst's PDFs use it: tokens, and the values
 * they write.
 */
import { unreadable } from './unreadable';
import type { PdfValue, PdfValueOf } from './pdfValues';

type Bracket = '[' | ']' | '<<' | '>>' | '{' | '}';

/** A token and the bytes it spans. */
type Token = (PdfValueOf<'number' | 'name' | 'string' | 'keyword'> | { kind: Bracket }) & {
  start: number;
  end: number;
};

const isWhiteSpace = (byte: number | undefined) =>
  byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
const isDelimiter = (byte: number | undefined) =>
  byte !== undefined && '()<>[]{}/%'.includes(String.fromCharCode(byte));
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !isWhiteSpace(byte) && !isDelimiter(byte);

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
const isOctal = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x37;

/** Reads the tokens of a PDF or of a content stream, from a position on. */
export class Lexer {
  constructor(
    readonly bytes: Buffer,
    public position = 0,
  ) {}

  /** The next token, or null at the end. */
  next(): Token | null {
    this.skipWhiteSpaceAndComments();
    const { bytes } = this;
    const start = this.position;
    if (start >= bytes.length) return null;
    const character = String.fromCharCode(bytes[start]!);
    const two = bytes.toString('latin1', start, start + 2);
    if (two === '<<' || two === '>>') return this.bracket(two, 2);
    if ('[]{}'.includes(character)) return this.bracket(character as Bracket, 1);
    if (character === '<') return this.hexString();
    if (character === '(') return this.literalString();
    if (character === '/') {
      const end = this.regularEnd(start + 1);
      const name = bytes
        .toString('latin1', start + 1, end)
        .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      this.position = end;
      return { kind: 'name', value: name, start, end };
    }
    // A stray delimiter such as ")" is a keyword of its own, which no operator is.
    const end = Math.max(this.regularEnd(start), start + 1);
    const word = bytes.toString('latin1', start, end);
    this.position = end;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
      return { kind: 'number', value: Number(word), text: word, start, end };
    return { kind: 'keyword', value: word, start, end };
  }

  private regularEnd(from: number) {
    let end = from;
    while (isRegular(this.bytes[end])) end += 1;
    return end;
  }

  private skipWhiteSpaceAndComments() {
    const { bytes } = this;
    for (;;) {
      while (isWhiteSpace(bytes[this.position])) this.position += 1;
      if (bytes[this.position] !== 0x25) return;
      while (
        this.position < bytes.length &&
        bytes[this.position] !== 10 &&
        bytes[this.position] !== 13
      )
        this.position += 1;
    }
  }

  private bracket(kind: Bracket, length: number): Token {
    this.position += length;
    return { kind, start: this.position - length, end: this.position };
  }

  private hexString(): Token {
    const start = this.position;
    const close = this.bytes.indexOf(0x3e, start);
    if (close < 0) unreadable('a hexadecimal string has no end');
    const hex = this.bytes.toString('latin1', start + 1, close).replace(/\s+/g, '');
    this.position = close + 1;
    const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
    return { kind: 'string', bytes, start, end: this.position };
  }

  private literalString(): Token {
    const { bytes } = this;
    const start = this.position;
    const out: number[] = [];
    let depth = 0;
    let at = start;
    for (;;) {
      const byte = bytes[at++];
      if (byte === undefined) unreadable('a string has no end');
      if (byte === 0x28) {
        if (depth++ > 0) out.push(byte);
      } else if (byte === 0x29) {
        if (--depth === 0) break;
        out.push(byte);
      } else if (byte === 13) {
        // An end of line in a string reads as a line feed, however it is written (7.3.4.2).
        if (bytes[at] === 10) at += 1;
        out.push(10);
      } else if (byte !== 0x5c) out.push(byte);
      else {
        const escaped = bytes[at++];
        if (escaped === undefined) unreadable('a string has no end');
        const control = escapes[String.fromCharCode(escaped)];
        if (control !== undefined) out.push(control);
        else if (isOctal(escaped)) {
          let code = escaped - 0x30;
          for (let digit = 0; digit < 2 && isOctal(bytes[at]); digit += 1)
            code = code * 8 + (bytes[at++]! - 0x30);
          out.push(code & 0xff);
        } else if (escaped === 13) {
          // A backslash at the end of a line continues the string on the next.
          if (bytes[at] === 10) at += 1;
        } else if (escaped !== 10) out.push(escaped);
      }
    }
    this.position = at;
    return { kind: 'string', bytes: Buffer.from(out), start, end: at };
  }
}

/**
 * The value that starts with this token: arrays and dictionaries read to their end, and
 * `n g R` read as a reference where `references` are allowed (in a file, not in content).
 */
export function readValue(lexer: Lexer, first: Token | null, references: boolean): PdfValue {
  if (first === null) unreadable('a value has no end');
  switch (first.kind) {
    case '[': {
      const items: PdfValue[] = [];
      for (let token = lexer.next(); token?.kind !== ']'; token = lexer.next())
        items.push(readValue(lexer, token, references));
      return { kind: 'array', items };
    }
    case '<<': {
      const entries = new Map<string, PdfValue>();
      for (let key = lexer.next(); key?.kind !== '>>'; key = lexer.next()) {
        if (key?.kind !== 'name') unreadable('a dictionary key is not a name');
        entries.set(key.value, readValue(lexer, lexer.next(), references));
      }
      return { kind: 'dictionary', entries };
    }
    case ']':
    case '>>':
    case '{':
    case '}':
      return unreadable(`a stray "${first.kind}"`);
    case 'number':
      return (references && referenceAfter(lexer, first.value)) || withoutPlace(first);
    default:
      return withoutPlace(first);
  }
}

const withoutPlace = ({ start: _start, end: _end, ...value }: Token) => value as PdfValue;

/** `generation R` after an object's number, read; otherwise the lexer is left where it was. */
function referenceAfter(lexer: Lexer, number: number): PdfValue | null {
  const before = lexer.position;
  const generation = lexer.next();
  if (generation?.kind === 'number') {
    const keyword = lexer.next();
    if (keyword?.kind === 'keyword' && keyword.value === 'R')
      return { kind: 'reference', number, generation: generation.value };
  }
  lexer.position = before;
  return null;
}
