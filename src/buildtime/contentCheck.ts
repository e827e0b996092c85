import fs from 'node:fs';
import path from 'node:path';
import { validateContent, type SiteContent } from '../content/validateContent';
import { projectPaths } from './projectPaths';

/** Every problem in the content, with the files it names looked up under public/. */
export function checkContent(content: SiteContent): string[] {
  return validateContent(content, (publicPath) =>
    fs.existsSync(path.join(projectPaths.public, publicPath)),
  );
}
