/**
 * The characters a TrueType or OpenType font has a glyph for, read from its `cmap` table
 * (the Unicode subtables: format 4 for the Basic Multilingual Plane, format 12 for all planes).
 */
export function fontCharacters(font: Buffer): Set<number> {
  const tableCount = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap')
      cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('The font has no cmap table.');

  const subtables = new Map<string, number>();
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    const key = `${font.readUInt16BE(record)}/${font.readUInt16BE(record + 2)}`;
    subtables.set(key, cmap + font.readUInt32BE(record + 4));
  }
  const characters = new Set<number>();
  const full = subtables.get('3/10') ?? subtables.get('0/4') ?? subtables.get('0/6');
  if (full !== undefined && font.readUInt16BE(full) === 12) {
    for (let group = 0; group < font.readUInt32BE(full + 12); group += 1) {
      const at = full + 16 + group * 12;
      const [first, last] = [font.readUInt32BE(at), font.readUInt32BE(at + 4)];
      for (let code = first; code <= last; code += 1) characters.add(code);
    }
    return characters;
  }
  const basic = subtables.get('3/1') ?? subtables.get('0/3');
  if (basic === undefined || font.readUInt16BE(basic) !== 4) {
    throw new Error('The font has no Unicode cmap subtable of format 4 or 12.');
  }
  const segments = font.readUInt16BE(basic + 6) / 2;
  const ends = basic + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const [first, last] = [
      font.readUInt16BE(starts + segment * 2),
      font.readUInt16BE(ends + segment * 2),
    ];
    const delta = font.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = font.readUInt16BE(rangeOffsetAt);
    for (let code = first; code <= last && code !== 0xffff; code += 1) {
      const glyph =
        rangeOffset === 0
          ? (code + delta) & 0xffff
          : font.readUInt16BE(rangeOffsetAt + rangeOffset + (code - first) * 2);
      if (glyph !== 0) characters.add(code);
    }
  }
  return characters;
}
