/**
 * The files of a ZIP archive, read from its central directory: stored or deflated, as every ZIP
 * tool writes them, ZIP64 too (APPNOTE.TXT, PKWARE). Enough for an export such as LinkedIn's
 * and for a Word file's parts; what it cannot read (encryption, another compression, a broken
 * archive) it names in one line, the caller adding what to do. No file is inflated past what the
 * directory says it holds, nor past `ZipLimits`: a small archive that inflates to gigabytes (a
 * ZIP bomb) is refused before it is inflated.
 */
import zlib from 'node:zlib';

const endOfDirectory = 0x06054b50;
const zip64EndLocator = 0x07064b50;
const zip64End = 0x06064b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
/** A 32-bit field with this value is in the entry's ZIP64 extra field instead. */
const inZip64 = 0xffffffff;

/** The most a file of an archive may inflate to, and all those read together. */
export interface ZipLimits {
  file: number;
  total: number;
}

/** Far more than an export's or a Word file's parts hold, and little enough to hold in memory. */
export const zipLimits: ZipLimits = { file: 64 * 1024 * 1024, total: 256 * 1024 * 1024 };

const megabytes = (size: number) => `${Math.ceil(size / 1024 / 1024)} MB`;

/** Whether these bytes start as a ZIP archive does. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === localHeader;

/** Why an archive cannot be read, in one line; thrown inside this module only. */
class Unreadable extends Error {}
/** An archive that inflates to more than `ZipLimits`: unpacking it would not help. */
class TooLarge extends Unreadable {}
const unreadable = (what: string): never => {
  throw new Unreadable(what);
};
const brokenArchive = (what: string) => `it is a broken ZIP archive (${what})`;
const broken = (what: string) => unreadable(brokenArchive(what));

/** The central directory's place and number of entries, from the end record (ZIP64's if any). */
function directoryOf(bytes: Buffer): { count: number; at: number } {
  // The end record is the last 22 bytes, unless the archive has a comment after it.
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== endOfDirectory) end -= 1;
  if (end < 0) broken('no central directory at its end');
  const locator = end - 20;
  if (locator >= 0 && bytes.readUInt32LE(locator) === zip64EndLocator) {
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== zip64End)
      broken('its ZIP64 end record is not where its locator says');
    return {
      count: Number(bytes.readBigUInt64LE(record + 32)),
      at: Number(bytes.readBigUInt64LE(record + 48)),
    };
  }
  return { count: bytes.readUInt16LE(end + 10), at: bytes.readUInt32LE(end + 16) };
}

/** The sizes and place of an entry, each from its ZIP64 extra field where the 32-bit one is full. */
function sizesOf(bytes: Buffer, at: number, extra: { start: number; end: number }) {
  const fields = [at + 24, at + 20, at + 42].map((field) => bytes.readUInt32LE(field));
  let next = -1;
  for (let field = extra.start; field + 4 <= extra.end; field += 4 + bytes.readUInt16LE(field + 2))
    if (bytes.readUInt16LE(field) === 0x0001) next = field + 4;
  const [size, compressed, offset] = fields.map((value) => {
    if (value !== inZip64) return value;
    if (next < 0 || next + 8 > extra.end) broken('a ZIP64 size without its extra field');
    next += 8;
    return Number(bytes.readBigUInt64LE(next - 8));
  });
  return { size: size!, compressed: compressed!, offset: offset! };
}

/**
 * The archive's files whose path `wanted` accepts, by that path, each checked against its CRC;
 * the paths of the others (folders left out); or why it cannot be read, in one line.
 */
export function readZip(
  bytes: Buffer,
  wanted: (path: string) => boolean,
  limits = zipLimits,
): { files: Map<string, Buffer>; others: string[] } | { problem: string; tooLarge?: true } {
  try {
    return readEntries(bytes, wanted, limits);
  } catch (error) {
    if (error instanceof TooLarge) return { problem: error.message, tooLarge: true };
    if (error instanceof Unreadable) return { problem: error.message };
    // A field that points past the end, read before any check could name it.
    if (error instanceof RangeError) return { problem: brokenArchive(error.message) };
    throw error;
  }
}

function readEntries(bytes: Buffer, wanted: (path: string) => boolean, limits: ZipLimits) {
  const directory = directoryOf(bytes);
  let at = directory.at;
  let inflated = 0;
  const files = new Map<string, Buffer>();
  const others: string[] = [];
  for (let index = 0; index < directory.count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntry)
      broken('its central directory is not where its end record says');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraStart = at + 46 + nameLength;
    const extra = { start: extraStart, end: extraStart + bytes.readUInt16LE(at + 30) };
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const { size, compressed, offset } = sizesOf(bytes, at, extra);
    at = extra.end + bytes.readUInt16LE(at + 32);
    if (name.endsWith('/')) continue;
    if (!wanted(name)) {
      others.push(name);
      continue;
    }
    if (flags & 1) unreadable(`${name} is encrypted`);
    if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== localHeader)
      broken(`${name} is not where the directory says`);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    if (start + compressed > bytes.length) broken(`${name} ends past the archive's end`);
    const stored = bytes.subarray(start, start + compressed);
    if (method !== 0 && method !== 8)
      unreadable(`${name} is compressed in a way this import does not read (method ${method})`);
    if (size > limits.file)
      throw new TooLarge(
        `${name} inflates to ${megabytes(size)}, over the ${megabytes(limits.file)} a file of it may be`,
      );
    inflated += size;
    if (inflated > limits.total)
      throw new TooLarge(
        `its files inflate to over ${megabytes(limits.total)}, more than such an archive holds`,
      );
    let content: Buffer;
    try {
      content =
        method === 0 ? stored : zlib.inflateRawSync(stored, { maxOutputLength: Math.max(size, 1) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        broken(`${name} inflates to more than the ${size} bytes its directory says`);
      return broken(`${name} does not inflate`);
    }
    if (content.length !== size || zlib.crc32(content) !== crc)
      broken(`${name} is not what its checksum says`);
    files.set(name, content);
  }
  return { files, others };
}
