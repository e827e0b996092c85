/**
 * How the owner's commands run their TypeScript: `node --require ./src/scripts/runTypeScript.cjs
 * src/scripts/<command>.ts` (package.json). Each .ts or .tsx file Node requires is transpiled by
 * swc (swcTranspiler.cjs, the options ts-node has too) and kept in node_modules/.cache, so a
 * command that runs again loads neither swc nor, as ts-node would, the TypeScript compiler: Node
 * starts in a fraction of the time (docs/measurements.md, "Applications"). Types are checked apart
 * (npm run typecheck). Node's own source maps name the TypeScript files and lines in a stack
 * (the project's files only: ts-node's mapping of the stacks pdf.js builds as it loads cost 0.7 s
 * at every start).
 * webpack loads webpack.config.ts through ts-node still, as it does itself.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { threadId } = require('node:worker_threads');

const cacheFolder = path.join(__dirname, '../../node_modules/.cache/run-typescript');
// A new swc or a change to the options makes every file transpile again.
const transpilerKey = [__filename, require.resolve('./swcTranspiler.cjs')]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .concat(require('@swc/core/package.json').version)
  .join('\n');

let transpiler;
/** The file as JavaScript with its source map inline, from the cache where it was transpiled. */
function javaScriptOf(source, fileName) {
  const key = createHash('sha256').update(`${transpilerKey}\n${fileName}\n${source}`).digest('hex');
  const kept = path.join(cacheFolder, `${key}.js`);
  try {
    return fs.readFileSync(kept, 'utf8');
  } catch {
    // Not transpiled yet.
  }
  transpiler ??= require('./swcTranspiler.cjs').create();
  const { outputText, sourceMapText } = transpiler.transpile(source, { fileName });
  const code = `${outputText}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(sourceMapText).toString('base64')}\n`;
  try {
    fs.mkdirSync(cacheFolder, { recursive: true });
    // Written whole under another name first: a command running beside never reads half a file.
    const writing = `${kept}.${process.pid}-${threadId}`;
    fs.writeFileSync(writing, code);
    fs.renameSync(writing, kept);
  } catch {
    // A read-only node_modules: transpiled again next time.
  }
  return code;
}

// V8's compiled code too, for every module (pdf.js, zod, the transpiled files): Node 22.1 and later.
Module.enableCompileCache?.(path.join(cacheFolder, 'compiled'));

for (const extension of ['.ts', '.tsx'])
  Module._extensions[extension] = (module, fileName) =>
    module._compile(javaScriptOf(fs.readFileSync(fileName, 'utf8'), fileName), fileName);

// Node 22.14 and later can leave node_modules out; Node before, all or nothing.
if (Module.setSourceMapsSupport) Module.setSourceMapsSupport(true, { nodeModules: false });
else process.setSourceMapsEnabled(true);
