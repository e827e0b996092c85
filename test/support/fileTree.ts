import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the system's temporary one holding these files (path → text). */
export function writeFileTree(files: Record<string, string>, prefix = 'test-'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
