/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { NeverInTheSite } from '../../../src/buildtime/webpack/neverInTheSite';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';
import { writeFileTree } from '../../support/fileTree';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** The errors of a compile, with the check, of a script that imports this project's `file`. */
function errorsImporting(file: string): Promise<string[]> {
  const folder = writeFileTree(
    {
      'entry.js': `import value from ${JSON.stringify(path.join(projectPaths.root, file))};\nconsole.log(value);\n`,
    },
    'never-in-the-site-',
  );
  folders.push(folder);
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'development',
        devtool: false,
        entry: path.join(folder, 'entry.js'),
        output: { path: path.join(folder, 'dist') },
        plugins: [new NeverInTheSite()],
      },
      (error, stats) =>
        error || !stats
          ? reject(error ?? new Error('webpack stopped'))
          : resolve(stats.toJson({ all: false, errors: true }).errors!.map((each) => each.message)),
    ),
  );
}

describe("the site's build, with npm run edit's code", () => {
  it('stops when its scripts hold a module of the editor, naming it', async () => {
    const errors = await errorsImporting('src/editor/words.json');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(path.join('src', 'editor', 'words.json'));
  });

  it("compiles the site's own modules", async () => {
    expect(await errorsImporting('src/i18n/catalogs/en.json')).toEqual([]);
  });
});
