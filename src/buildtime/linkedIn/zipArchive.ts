/**
 * The files of a ZIP archive, read from its central directory: stored or deflated, as every ZIP
 * tool writes them (APPNOTE.TXT, PKWARE). Enough for an export such as LinkedIn's; what it cannot
 * read (encryption, ZIP64, another compression) it names.
 */
import zlib from 'node:zlib';

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

/** Whether these bytes start as a ZIP archive does. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === localHeader;

/** Each file of the archive by its path inside it (folders left out), or why it cannot be read. */
export function readZip(bytes: Buffer): Map<string, Buffer> | { problem: string } {
  // The end record is the last 22 bytes, unless the archive has a comment after it.
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== endOfDirectory) end -= 1;
  if (end < 0)
    return { problem: 'it is not a whole ZIP archive (no central directory at its end)' };
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntry)
      return { problem: 'its central directory is broken' };
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skipped = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skipped;
    if (name.endsWith('/')) continue;
    if (flags & 1)
      return { problem: `${name} is encrypted: unpack the archive, and give the folder` };
    if (size === 0xffffffff || offset === 0xffffffff)
      return { problem: 'it is a ZIP64 archive: unpack it, and give the folder' };
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const stored = bytes.subarray(start, start + size);
    if (method === 0) files.set(name, stored);
    else if (method === 8) files.set(name, zlib.inflateRawSync(stored));
    else
      return {
        problem: `${name} is compressed in a way this import does not read (method ${method}): unpack the archive, and give the folder`,
      };
  }
  return files;
}
