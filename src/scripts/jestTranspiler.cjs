/**
 * jest's TypeScript transpiler (jest.config.ts): sucrase strips types, turns imports into
 * require() and, with its jest transform, hoists jest.mock() above the imports. Types are checked
 * apart (npm run typecheck). The npm scripts have swc instead (swcTranspiler.cjs, through
 * runTypeScript.cjs), which cannot hoist jest.mock. CommonJS, for jest loads it as it is.
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

exports.process = (input, fileName) => {
  const { code, sourceMap } = transpiled(input, fileName);
  return { code, map: sourceMap };
};

// jest keeps what a transformer returned; a new sucrase or a change here makes it transpile again.
const transpilerKey = `${getVersion()}\n${fs.readFileSync(__filename, 'utf8')}`;
exports.getCacheKey = (input, fileName) =>
  createHash('sha256').update(`${transpilerKey}\n${fileName}\n${input}`).digest('hex');
