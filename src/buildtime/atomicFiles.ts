/**
 * Every file the project replaces (the owner's content and applications, the build's kept
 * results and caches) is written beside it and renamed over it, so that a crash, a killed
 * command or two builds at once leave the old file or the new, never half of one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `data` into a new file beside `file` (its name hidden, with .tmp), flushed to the disk
 * unless `flushed` is false: its path, for a rename or a link.
 */
function writtenBeside(file: string, data: string | Uint8Array, mode: number, flushed: boolean) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const descriptor = fs.openSync(temporary, 'wx', mode);
    try {
      fs.writeFileSync(descriptor, data);
      if (flushed) fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return temporary;
}

/**
 * Writes `data` as `file` in one step, over the file there is (keeping its mode) or as a new one.
 * A cache its reader rebuilds when it is missing need not wait for the disk (`flushed: false`).
 */
export function writeFileAtomically(
  file: string,
  data: string | Uint8Array,
  { flushed = true } = {},
): void {
  const mode = fs.statSync(file, { throwIfNoEntry: false })?.mode ?? 0o666;
  const temporary = writtenBeside(file, data, mode, flushed);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `text` as one step, only if there is no such file: written beside it, then
 * linked to its name, which fails if the name was taken meanwhile. Whether it was created.
 */
export function createFileAtomically(file: string, text: string): boolean {
  const temporary = writtenBeside(file, text, 0o666, true);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
