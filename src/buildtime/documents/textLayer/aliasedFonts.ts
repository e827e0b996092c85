/**
 * The font objects that let a font draw a glyph with a new code (glyphAliases): its CID font maps
 * the code to the glyph through a /CIDToGIDMap stream (in place of /Identity), gives it the
 * glyph's width in /W, and lists it in its font descriptor's /CIDSet when it has one.
 */
import type { AliasableFont, GlyphAlias } from './glyphAliases';
import { lookUp, newObjectNumber, objectOf, streamData, type PdfFile } from './pdf/pdfFile';
import { numberValue, ofKind, type PdfValue, type PdfValueOf } from './pdf/pdfValues';

interface AliasedFonts {
  /** The CID fonts' new dictionaries, by object. */
  dictionaries: Map<number, PdfValueOf<'dictionary'>>;
  /** The /CIDSet streams' new data, by object. */
  streams: Map<number, Buffer>;
  /** The /CIDToGIDMap streams, by the numbers of the objects they are to be. */
  added: Map<number, Buffer>;
}

/** Two bytes a code: its glyph id, which is the code itself but for the aliases'. */
function cidToGidMap(aliases: GlyphAlias[]): Buffer {
  const last = Math.max(...aliases.map(({ code }) => code));
  const map = Buffer.alloc(2 * (last + 1));
  for (let code = 0; code <= last; code += 1) map.writeUInt16BE(code, 2 * code);
  for (const { code, glyphId } of aliases) map.writeUInt16BE(glyphId, 2 * code);
  return map;
}

/** The set's bits (the first code is the high bit of the first byte), the aliases' set. */
function withAliases(cidSet: Buffer, aliases: GlyphAlias[]): Buffer {
  const last = Math.max(...aliases.map(({ code }) => code));
  const bits = Buffer.alloc(Math.max(cidSet.length, (last >> 3) + 1));
  cidSet.copy(bits);
  for (const { code } of aliases) bits[code >> 3]! |= 0x80 >> (code & 7);
  return bits;
}

export function aliasedFonts(
  file: PdfFile,
  aliases: Map<AliasableFont, GlyphAlias[]>,
): AliasedFonts {
  const changes: AliasedFonts = { dictionaries: new Map(), streams: new Map(), added: new Map() };
  const nextNumber = newObjectNumber(file);
  for (const [{ identityCidFont: cidFont }, fontAliases] of aliases) {
    const mapNumber = nextNumber();
    changes.added.set(mapNumber, cidToGidMap(fontAliases));
    const entries = new Map(ofKind(cidFont.value, 'dictionary', 'a CID font')!.entries);
    const widths: PdfValue[] = [...(lookUp(file, cidFont.value, 'W', 'array')?.items ?? [])];
    for (const { code, width } of fontAliases)
      widths.push(numberValue(code), { kind: 'array', items: [numberValue(width)] });
    entries.set('CIDToGIDMap', { kind: 'reference', number: mapNumber, generation: 0 });
    entries.set('W', { kind: 'array', items: widths });
    changes.dictionaries.set(cidFont.number, { kind: 'dictionary', entries });
    const descriptor = lookUp(file, cidFont.value, 'FontDescriptor', 'dictionary');
    const cidSet = ofKind(descriptor?.entries.get('CIDSet'), 'reference', '/CIDSet');
    if (cidSet) {
      const bits = streamData(file, objectOf(file, cidSet.number));
      changes.streams.set(cidSet.number, withAliases(bits, fontAliases));
    }
  }
  return changes;
}
