import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectPaths } from '../buildtime/settings/projectPaths';
import { largeResume } from './largeResume';

/**
 * This project as it is (its tracked and new files), copied to a folder of its own with a large
 * owner imported (largeResume) and built: what `npm run bench -- large` measures beside the
 * sample. The owner's own content and dist/ are left alone.
 */
export function buildLargeOwnerSite(): { root: string; dist: string; language: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-large-owner-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: projectPaths.root,
    },
  )
    .toString()
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(projectPaths.root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(projectPaths.root, file), path.join(root, file));
  }
  fs.symlinkSync(path.join(projectPaths.root, 'node_modules'), path.join(root, 'node_modules'));
  const resume = largeResume();
  const language = resume.meta?.language ?? 'en';
  const resumeFile = path.join(root, 'large-resume.json');
  fs.writeFileSync(resumeFile, JSON.stringify(resume));
  const npm = (...args: string[]) =>
    execFileSync('npm', args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CONTENT_FILE: '' },
    });
  process.stdout.write(`Importing and building a large owner in ${root}\n`);
  npm('run', 'content:import', '--', resumeFile, '--language', language);
  npm('run', 'build');
  return { root, dist: path.join(root, 'dist'), language };
}
