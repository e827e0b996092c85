/**
 * `npm run budget`: fails when a page of the built site is over a byte budget (run after the
 * build). `npm run budget -- <folder>` measures the build in that folder instead of dist/ (CI: the
 * browser suite's production build, the one build it makes of the sample).
 */
import path from 'node:path';
import {
  budgets,
  builtPages,
  findBudgetProblems,
  longDocumentNote,
  measureBuild,
  type BuildSizes,
} from '../buildtime/checks/budgets';
import { projectPaths } from '../buildtime/settings/projectPaths';

const dist = process.argv[2] ? path.resolve(process.argv[2]) : projectPaths.dist;
const problems = builtPages(dist).flatMap((folder) => {
  const sizes = measureBuild(dist, folder);
  console.log(`\n${folder ? `${folder}index.html` : 'index.html (default language)'}`);
  console.table(
    Object.fromEntries(
      (Object.keys(budgets) as (keyof BuildSizes)[]).map((name) => [
        name,
        { 'KB gzip': (sizes[name] / 1000).toFixed(1), 'budget KB': budgets[name] / 1000 },
      ]),
    ),
  );
  const note = longDocumentNote(dist, folder);
  if (note) console.log(`Note: ${note}`);
  return findBudgetProblems(sizes).map((problem) => `${folder || '/'}: ${problem}`);
});
if (problems.length > 0) {
  console.error(`Over budget:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('Every byte budget holds, on every page.');
