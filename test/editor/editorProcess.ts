import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `folder` by its path there, with its bytes' hash (none when it is absent). */
export function hashedFiles(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [
        path.relative(folder, file),
        crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
      ]),
  );
}
