import zlib from 'node:zlib';

/**
 * A file of a test's ZIP archive: deflated unless stored, or its bytes as `deflated` says; its
 * checksum right unless given.
 */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
  stored?: boolean;
  deflated?: Buffer;
  crc?: number;
}

const u16 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
};

/**
 * A ZIP archive of these files, as ZIP tools write it (APPNOTE.TXT); with `zip64`, as a tool
 * writes an archive too large for 32-bit fields: every size and place in ZIP64's records.
 */
export function zipFile(entries: ZipEntry[], { zip64 = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, stored = false, deflated, crc } of entries) {
    const content = Buffer.from(data);
    const packed = deflated ?? (stored ? content : zlib.deflateRawSync(content));
    const checksum = crc ?? zlib.crc32(content);
    const nameBytes = Buffer.from(name);
    const fields = [checksum, packed.length, content.length];
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(zip64 ? 45 : 20),
      u16(0x0800),
      u16(stored ? 0 : 8),
      u32(0),
      ...fields.map(u32),
      u16(nameBytes.length),
      u16(0),
      nameBytes,
      packed,
    ]);
    const extra = zip64
      ? Buffer.concat([u16(0x0001), u16(24), u64(content.length), u64(packed.length), u64(offset)])
      : Buffer.alloc(0);
    const wide = (value: number) => u32(zip64 ? 0xffffffff : value);
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(zip64 ? 45 : 20),
        u16(zip64 ? 45 : 20),
        u16(0x0800),
        u16(stored ? 0 : 8),
        u32(0),
        u32(checksum),
        wide(packed.length),
        wide(content.length),
        u16(nameBytes.length),
        u16(extra.length),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        wide(offset),
        nameBytes,
        extra,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const count = entries.length;
  const zip64Records = zip64
    ? Buffer.concat([
        u32(0x06064b50),
        u64(44),
        u16(45),
        u16(45),
        u32(0),
        u32(0),
        u64(count),
        u64(count),
        u64(central.length),
        u64(offset),
        u32(0x07064b50),
        u32(0),
        u64(offset + central.length),
        u32(1),
      ])
    : Buffer.alloc(0);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(zip64 ? 0xffff : count),
    u16(zip64 ? 0xffff : count),
    u32(zip64 ? 0xffffffff : central.length),
    u32(zip64 ? 0xffffffff : offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, zip64Records, end]);
}
