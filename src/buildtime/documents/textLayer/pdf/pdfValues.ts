/** PDF's values (ISO 32000-1, 7.3), and how they are written. */
import { unreadable } from './unreadable';

/** A PDF value; a number keeps the text it was written as, to be written the same. */
export type PdfValue =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Buffer }
  | { kind: 'keyword'; value: string }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dictionary'; entries: Map<string, PdfValue> }
  | { kind: 'reference'; number: number; generation: number };

export type PdfValueOf<Kind extends PdfValue['kind']> = Extract<PdfValue, { kind: Kind }>;

export const numberValue = (value: number): PdfValue => ({
  kind: 'number',
  value,
  text: String(value),
});

/** The value when it is of this kind, undefined when absent; anything else is unreadable. */
export function ofKind<Kind extends PdfValue['kind']>(
  value: PdfValue | undefined,
  kind: Kind,
  what: string,
): PdfValueOf<Kind> | undefined {
  if (value !== undefined && value.kind !== kind) unreadable(`${what} is not a ${kind}`);
  return value as PdfValueOf<Kind> | undefined;
}

const escapedByte = (character: string) =>
  `#${character.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** A value written as PDF: strings in hexadecimal, names escaped where they must be. */
export function serialized(value: PdfValue): string {
  switch (value.kind) {
    case 'dictionary':
      return `<<${[...value.entries]
        .map(([key, entry]) => ` ${serialized({ kind: 'name', value: key })} ${serialized(entry)}`)
        .join('')} >>`;
    case 'array':
      return `[${value.items.map(serialized).join(' ')}]`;
    case 'reference':
      return `${value.number} ${value.generation} R`;
    case 'name':
      return `/${value.value.replace(/[^!-~]|[#()<>[\]{}/%]/g, escapedByte)}`;
    case 'number':
      return value.text;
    case 'string':
      return `<${value.bytes.toString('hex')}>`;
    case 'keyword':
      return value.value;
  }
}

/** A text string (7.9.2.2): UTF-16BE after its byte order mark, else one byte a character. */
export function textOfString(bytes: Buffer): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  let text = '';
  for (let at = 2; at + 1 < bytes.length; at += 2)
    text += String.fromCharCode(bytes.readUInt16BE(at));
  return text;
}
