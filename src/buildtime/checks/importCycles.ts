import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceFile = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The source file a relative import names, if it is one of ours (not a stylesheet or JSON). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    fs.existsSync(file),
  );
}

/**
 * Every import cycle among the TypeScript files under `dir`, type-only imports included (the
 * lint rule import-x/no-cycle, which lint does not run, leaves those out), each as the files around it, relative to `dir`.
 */
export function findImportCycles(dir: string): string[][] {
  const imports = new Map(
    sourceFiles(dir).map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, [...new Set(targets.filter((target) => target !== undefined))]];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const seenAt = trail.indexOf(file);
    if (seenAt >= 0) {
      cycles.push([...trail.slice(seenAt), file].map((step) => path.relative(dir, step)));
      return;
    }
    if (done.has(file)) return;
    for (const target of imports.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of imports.keys()) visit(file, []);
  return cycles;
}
