import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomicFiles';
import { inCheckout, projectPaths } from './settings/projectPaths';

/** A hash of these inputs, in hex. */
export function fingerprint(...inputs: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return hash.digest('hex');
}

/**
 * The project's own files a module loaded, however deep (the build's code, the styles' tables,
 * the catalogs), and not the packages it loaded, which package-lock.json names.
 */
export function ownFilesLoadedBy(root: NodeJS.Module): string[] {
  const files = new Set<string>();
  const visit = (module: NodeJS.Module) => {
    if (
      files.has(module.filename) ||
      module.filename.includes(`${path.sep}node_modules${path.sep}`)
    )
      return;
    files.add(module.filename);
    module.children.forEach(visit);
  };
  visit(root);
  return [...files].sort();
}

/** The installed packages, as package-lock.json names them ('' without one). */
export function installedPackages(): string {
  const lockFile = path.join(projectPaths.root, 'package-lock.json');
  return fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : '';
}

const fileFingerprint = (file: string) =>
  fs.existsSync(file) ? fingerprint(fs.readFileSync(file)) : '';

/**
 * What a stage of the build made, kept between builds in node_modules/.cache/<name>, under a key
 * of what it was made from. A result may also name the source files that made it: it is kept
 * only while each of them is as it was. The newest `kept` results stay: enough for every
 * language of a site and a few of its past.
 */
export class KeptResults {
  readonly directory: string;

  constructor(
    name: string,
    private readonly kept = 24,
  ) {
    this.directory = path.join(projectPaths.root, 'node_modules/.cache', name);
  }

  read(key: string): string | null {
    const file = path.join(this.directory, `${key}.json`);
    if (!fs.existsSync(file)) return null;
    let kept: { sources: Record<string, string>; result: string };
    try {
      kept = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof kept;
    } catch {
      // Cut short (a disk full, a file copied in part): made again.
      return null;
    }
    const { sources, result } = kept;
    const unchanged = Object.entries(sources).every(
      ([source, print]) => fileFingerprint(source) === print,
    );
    return unchanged ? result : null;
  }

  write(key: string, result: string, sourceFiles: string[] = []): void {
    const sources = Object.fromEntries(sourceFiles.map((file) => [file, fileFingerprint(file)]));
    fs.mkdirSync(this.directory, { recursive: true });
    writeFileAtomically(
      path.join(this.directory, `${key}.json`),
      JSON.stringify({ sources, result }),
      { flushed: false },
    );
    // Another build's results only: neither its file being written nor one it removed meanwhile.
    const age = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const byAge = fs
      .readdirSync(this.directory)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(this.directory, name))
      .sort((a, b) => age(b) - age(a));
    for (const old of byAge.slice(this.kept)) fs.rmSync(old, { force: true });
  }

  /**
   * Forgets every kept result (a benchmark's cold build), of this checkout or of the one at
   * `root` (the benchmark's baseline keeps its own).
   */
  forget(root = projectPaths.root): void {
    fs.rmSync(inCheckout(root, this.directory), { recursive: true, force: true });
  }
}
