/**
 * `npm run content:import -- resume.json --language uk` (or resume.pdf, resume.docx, LinkedIn's
 * export; `--add`, `--phone`): makes the owner's content in owner/
 * (src/buildtime/jsonResume/importContent.ts).
 */
import { importContent } from '../buildtime/jsonResume/importContent';
import { projectPaths } from '../buildtime/settings/projectPaths';

importContent(process.argv.slice(2), projectPaths.owner).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
