/**
 * `npm run content:migrate`: rewrites the content file the build reads (CONTENT_FILE, else the
 * owner's, else the sample) in this template's format, a copy of it as it was kept beside it,
 * printing a line per change
 * (src/buildtime/content/migrations/). Translations are untouched: no format has changed them.
 */
import path from 'node:path';
import prettier from 'prettier';
import { stopBuild } from '../buildtime/settings/buildReport';
import { readCommandArguments } from '../buildtime/settings/commandArguments';
import { contentFileOf, readEnvironment } from '../buildtime/settings/buildSettings';
import { migrateContentFile } from '../buildtime/content/migrations/migrateFile';
import { currentFormat } from '../buildtime/content/migrations';

async function migrate(): Promise<void> {
  readCommandArguments({ usage: 'npm run content:migrate' });
  const file = contentFileOf(readEnvironment());
  const shown = path.relative(process.cwd(), file);
  const prettierOptions = await prettier.resolveConfig(file);
  const result = await migrateContentFile(file, (json) =>
    prettier.format(json, { ...prettierOptions, filepath: file }),
  );
  if ('problems' in result) stopBuild(`${shown} was not migrated`, result.problems);
  if (!result.written) {
    console.log(`${shown} is in format ${currentFormat}, this template's: nothing to change.`);
    return;
  }
  const by = result.said ? '' : ' (by its shape: it did not say)';
  console.log(
    result.from === currentFormat
      ? `${shown} is in format ${currentFormat}${by}: it now says so, for later templates.`
      : `${shown}: format ${result.from}${by} → ${currentFormat}, written:`,
  );
  for (const line of result.lines) console.log(`  - ${line}`);
  if (result.copy)
    console.log(
      `The file as it was is kept in ${path.relative(process.cwd(), result.copy)}: delete it once the site builds as you want.`,
    );
}

migrate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
