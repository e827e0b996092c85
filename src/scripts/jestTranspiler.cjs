/**
 * jest's TypeScript transpiler (jest.config.ts): sucrase strips types, turns imports into
 * require() and, with its jest transform, hoists jest.mock() above the imports. Types are checked
 * apart (npm run typecheck). The npm scripts have swc instead (swcTranspiler.cjs, through
 * runTypeScript.cjs), which cannot hoist jest.mock. CommonJS, for jest loads it as it is.
 * A package's ES modules (.mjs, pdf.js's), which jest cannot load as they are, swc turns into
 * CommonJS: sucrase leaves their import.meta.url, which CommonJS cannot run.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { transform, getVersion } = require('sucrase');

const transpiled = (input, fileName) =>
  transform(input, {
    transforms: ['typescript', 'imports', ...(fileName.endsWith('.tsx') ? ['jsx'] : []), 'jest'],
    jsxRuntime: 'automatic',
    production: true,
    // Node runs every syntax the code uses as written.
    disableESTransforms: true,
    filePath: fileName,
    sourceMapOptions: { compiledFilename: fileName },
  });

/** A package's ES module as CommonJS, with no source map (its stacks need none); swc loaded then. */
const asCommonJs = (input, fileName) =>
  require('@swc/core').transformSync(input, {
    swcrc: false,
    filename: fileName,
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  }).code;

exports.process = (input, fileName) => {
  if (fileName.endsWith('.mjs')) return { code: asCommonJs(input, fileName) };
  const { code, sourceMap } = transpiled(input, fileName);
  return { code, map: sourceMap };
};

// jest keeps what a transformer returned; a new sucrase or swc, or a change here, makes it
// transpile again.
const transpilerKey = [getVersion(), require('@swc/core/package.json').version]
  .concat(fs.readFileSync(__filename, 'utf8'))
  .join('\n');
exports.getCacheKey = (input, fileName) =>
  createHash('sha256').update(`${transpilerKey}\n${fileName}\n${input}`).digest('hex');
