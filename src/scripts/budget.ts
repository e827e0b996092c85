/** `npm run budget`: fails when the built site is over a byte budget (run after the build). */
import { budgets, findBudgetProblems, measureBuild, type BuildSizes } from '../buildtime/budgets';
import { projectPaths } from '../buildtime/projectPaths';

const sizes = measureBuild(projectPaths.dist);
console.table(
  Object.fromEntries(
    (Object.keys(budgets) as (keyof BuildSizes)[]).map((name) => [
      name,
      { 'KB gzip': (sizes[name] / 1000).toFixed(1), 'budget KB': budgets[name] / 1000 },
    ]),
  ),
);
const problems = findBudgetProblems(sizes);
if (problems.length > 0) {
  console.error(`Over budget:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('Every byte budget holds.');
