/**
 * LinkedIn's data export (Settings → Data privacy → Get a copy of your data): the ZIP as LinkedIn
 * sends it, or the folder it unpacks to, read as its CSV files. It is known by its files, not by
 * its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { csvRecords } from './csv';
import { isZip, readZip } from '../zipArchive';

export interface ExportFile {
  /** Where it is in the export, as its owner sees it: 'Positions.csv', 'Jobs/Saved Jobs.csv'. */
  path: string;
  /** Its rows, by column name in lower case. */
  records: Record<string, string>[];
  /** What reading it left out, a line each, naming its file and line ('Positions.csv, line 7: …'). */
  leftOut: string[];
}

/**
 * A file's name as this import knows it, whatever the export's year: without its folder, its
 * extension, a member number LinkedIn adds (`Shares_1234.csv`), case, spaces or underscores.
 * `Rich_Media.csv` and `Rich Media.csv` are both `richmedia`.
 */
export const fileKey = (filePath: string) =>
  path.posix
    .basename(filePath)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/_(\d+|v\d+)$/i, '')
    .replace(/[\s_]+/g, '')
    .toLowerCase();

/** Files every LinkedIn export has one of. */
const exportMarks = ['profile', 'positions', 'connections', 'emailaddresses', 'registration'];

/** Text of a file: UTF-8, or UTF-16 (little or big endian) with its byte order mark (2018's). */
function fileText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  return bytes.toString('utf8');
}

const isCsv = (filePath: string) => /\.csv$/i.test(filePath);

/** The folder's CSV files, read, by their paths inside it; the paths of its other files. */
function folderFiles(folder: string): { files: Map<string, Buffer>; others: string[] } {
  const files = new Map<string, Buffer>();
  const others: string[] = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const inside = path.relative(folder, full).split(path.sep).join('/');
    if (isCsv(inside)) files.set(inside, fs.readFileSync(full));
    else others.push(inside);
  }
  return { files, others };
}

/**
 * The export's files by their key (fileKey), a file split in parts (`_1`, `_2`) read as one; its
 * other files (articles as HTML) by path. Undefined when `given` is neither a folder nor a ZIP;
 * a problem when it is one but not LinkedIn's export.
 */
export function readExport(
  given: string,
): { files: Map<string, ExportFile>; others: string[] } | { problem: string } | undefined {
  let contents: { files: Map<string, Buffer>; others: string[] };
  if (fs.statSync(given).isDirectory()) contents = folderFiles(given);
  else {
    const bytes = fs.readFileSync(given);
    if (!isZip(bytes)) return undefined;
    const read = readZip(bytes, isCsv);
    if ('problem' in read)
      return {
        problem: `${given} cannot be read: ${read.problem}: ${read.tooLarge ? 'give the export as LinkedIn sends it (Settings → Data privacy → Get a copy of your data)' : 'unpack it, and give the folder'}`,
      };
    contents = read;
  }
  const files = new Map<string, ExportFile>();
  const others = contents.others.sort((a, b) => a.localeCompare(b));
  for (const [filePath, bytes] of [...contents.files].sort(([a], [b]) => a.localeCompare(b))) {
    const read = csvRecords(fileText(bytes));
    if ('problem' in read)
      return { problem: `${filePath} in ${given}, ${read.problem}: nothing was imported` };
    const leftOut = read.longRows.map(
      (line) =>
        `${filePath}, line ${line}: more fields than the header has columns, the extra ones left out (a field with a comma needs quotes)`,
    );
    const key = fileKey(filePath);
    const known = files.get(key);
    if (known) {
      known.records.push(...read.records);
      known.leftOut.push(...leftOut);
    } else files.set(key, { path: filePath, records: read.records, leftOut });
  }
  if (!exportMarks.some((key) => files.has(key)))
    return {
      problem:
        `${given} is not LinkedIn's data export: it has none of ${exportMarks.length} files ` +
        'every export has (Profile.csv, Positions.csv, Connections.csv, …)',
    };
  return { files, others };
}
