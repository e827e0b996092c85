/** `npm run resume`: writes the resume PDF under public/ from src/content. */
import fs from 'node:fs';
import path from 'node:path';
import * as content from '../content';
import { projectPaths } from '../buildtime/projectPaths';
import { buildResumePdf } from '../buildtime/resumePdf';

async function writeResume(): Promise<void> {
  const target = path.join(projectPaths.public, content.profile.resumePath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, await buildResumePdf(content));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

writeResume().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
