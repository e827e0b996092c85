/**
 * `npm run content:import -- path/to/resume.json`: makes the owner's content from a JSON Resume
 * (jsonresume.org, schema 1.0), with the images it needs, in place of the current content.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { stopBuild } from '../buildtime/buildSettings';
import { contentFile } from '../buildtime/contentCheck';
import {
  checkJsonResume,
  fromJsonResume,
  writeImportedContent,
} from '../buildtime/importJsonResume';
import type { JsonResume } from '../buildtime/jsonResume';
import { projectPaths } from '../buildtime/projectPaths';
import { findContentProblems } from '../content/schema';

async function importResume(file: string | undefined): Promise<void> {
  if (!file)
    stopBuild('Nothing imported', ['name the JSON Resume: npm run content:import -- resume.json']);
  let resume: unknown;
  try {
    resume = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    stopBuild(`${file} cannot be read as JSON`, [(error as Error).message]);
  }
  const schemaProblems = checkJsonResume(resume);
  if (schemaProblems.length > 0) stopBuild(`${file} is not a valid JSON Resume`, schemaProblems);

  const imported = fromJsonResume(resume as JsonResume, (publicPath) =>
    fs.existsSync(path.join(projectPaths.public, publicPath)),
  );
  if ('problems' in imported) stopBuild(`${file} lacks what the page needs`, imported.problems);
  const contentProblems = findContentProblems(imported.content);
  if (contentProblems.length > 0)
    stopBuild(`${file} gives content the page cannot show`, contentProblems);

  const prettierOptions = await prettier.resolveConfig(contentFile);
  const { written, removed } = await writeImportedContent(
    imported,
    { contentFile, publicDir: projectPaths.public },
    (json) => prettier.format(json, { ...prettierOptions, filepath: contentFile }),
  );
  const { content } = imported;
  const shown = (file: string) =>
    path.relative(process.cwd(), path.resolve(projectPaths.public, file));
  console.log(
    `Imported ${content.profile.name}: ${content.experience.length} experience, ` +
      `${content.awards.length} awards, ${content.education.length} education, ` +
      `${content.projects.length} projects, ${content.about.skillGroups.length} skill groups.`,
  );
  console.log(
    `\nWrote:\n  - ${path.relative(process.cwd(), written[0]!)}\n  - ${written.slice(1).map(shown).join('\n  - ')}`,
  );
  if (removed.length > 0)
    console.log(
      `\nRemoved the previous content's images:\n  - ${removed.map(shown).join('\n  - ')}`,
    );
  console.log(
    `\nDefaulted (JSON Resume has no field for these):\n  - ${imported.defaulted.join('\n  - ')}`,
  );
  console.log('\nNext: npm start to look at it, npm run build to publish it.');
}

importResume(
  process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]),
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
