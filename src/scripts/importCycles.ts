/**
 * Part of `npm run lint`, its one cycle check: fails on an import cycle in src/ or test/, type-only
 * imports included (test/ imports src/, never the other way, so no cycle runs between them).
 */
import path from 'node:path';
import { findImportCycles } from '../buildtime/checks/importCycles';
import { projectPaths } from '../buildtime/settings/projectPaths';

const cycles = ['src', 'test'].flatMap((folder) =>
  findImportCycles(path.join(projectPaths.root, folder)).map((cycle) =>
    cycle.map((file) => path.join(folder, file)),
  ),
);
if (cycles.length > 0) {
  console.error(
    `Import cycles (type imports count: split the shared part into a module of its own):\n  - ${cycles
      .map((cycle) => cycle.join(' → '))
      .join('\n  - ')}`,
  );
  process.exit(1);
}
