import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';

/** The packages a fresh Node loads with the build's configuration, as webpack-cli loads it. */
function packagesLoadedByConfiguration(): string[] {
  const script = `
    require('ts-node').register({ project: ${JSON.stringify(path.join(projectPaths.root, 'tsconfig.json'))} });
    require(${JSON.stringify(path.join(projectPaths.root, 'webpack.config.ts'))});
    const names = Object.keys(require.cache).map((file) => file.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//)?.[1]);
    console.log(JSON.stringify([...new Set(names.filter(Boolean))]));
  `;
  const output = execFileSync(process.execPath, ['-e', script], { cwd: projectPaths.root });
  return JSON.parse(String(output)) as string[];
}

describe("the build's configuration, as every build starts", () => {
  it('loads none of what only drawing, a feed or another transpiler or minifier needs', () => {
    const loaded = packagesLoadedByConfiguration();
    // The configuration does load: webpack and ts-node are among what it loaded.
    expect(loaded).toEqual(expect.arrayContaining(['webpack', 'ts-node']));
    for (const notNeeded of [
      // Drawing's, on a thread of its own, and only for a page whose drawn files are not kept.
      '@myriaddreamin/typst-ts-node-compiler',
      '@resvg/resvg-js',
      'pdfjs-dist',
      // A feed's, only for content that names one.
      '@rowanmanning/feed-parser',
      // swc transpiles and minifies.
      'sucrase',
      'terser',
    ])
      expect(loaded).not.toContain(notNeeded);
  }, 120_000);
});
