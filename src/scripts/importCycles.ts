/** Part of `npm run lint`: fails on an import cycle in src/, type-only imports included. */
import path from 'node:path';
import { findImportCycles } from '../buildtime/checks/importCycles';
import { projectPaths } from '../buildtime/settings/projectPaths';

const cycles = findImportCycles(path.join(projectPaths.root, 'src'));
if (cycles.length > 0) {
  console.error(
    `Import cycles in src/ (type imports count: split the shared part into a module of its own):\n  - ${cycles
      .map((cycle) => cycle.join(' → '))
      .join('\n  - ')}`,
  );
  process.exit(1);
}
