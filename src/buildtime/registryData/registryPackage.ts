/**
 * What the generators of the matching's data (src/scripts/matchingData) share: a package of the npm registry unpacked in a
 * temporary folder (`npm pack`, never an install, so the owner's `npm ci` and node_modules never
 * carry it), and a generated JSON written with its source, licence, version and date at its top.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeFileAtomically } from '../atomicFiles';
import { projectPaths } from '../settings/projectPaths';

/** The folder of a package's files, unpacked from the registry's tarball; gone when Node exits. */
export function unpackedPackage(name: string, version: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], {
    cwd: folder,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder]);
  return path.join(folder, 'package');
}

/** Where the matching's data lives. */
const matchingFolder = path.join(projectPaths.root, 'src/buildtime/applications/matching');

/** Writes a generated JSON into the matching's folder, its source first, as Prettier would. */
export async function writeGeneratedData(
  name: string,
  about: { source: string; licence: string; version: string },
  data: Record<string, unknown>,
  count: number,
): Promise<void> {
  const file = path.join(matchingFolder, name);
  const generated = new Date().toISOString().slice(0, 10);
  const text = JSON.stringify({ ...about, generated, ...data });
  writeFileAtomically(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`${count} written to ${path.relative(process.cwd(), file)}`);
}
