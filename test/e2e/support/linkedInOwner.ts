/**
 * Before `npm run test:e2e:linkedin` builds: an owner imported from the test's own LinkedIn
 * export (today's, in German, with the phone number taken in but not published), by the import
 * command itself, into e2e-linkedin-owner/ (the CONTENT_FILE of that run).
 */
import fs from 'node:fs';
import path from 'node:path';
import { importContent } from '../../../src/buildtime/jsonResume/importContent';
import { linkedInExports } from '../../support/linkedInExports';

const dir = path.dirname(
  path.resolve(process.env.CONTENT_FILE ?? 'e2e-linkedin-owner/portfolio.json'),
);
fs.rmSync(dir, { recursive: true, force: true });
const { file, tag } = linkedInExports.current;
void importContent([file, '--language', tag, '--phone'], {
  content: path.join(dir, 'portfolio.json'),
  public: path.join(dir, 'public'),
});
