/**
 * The project's TypeScript transpiler, sucrase, which strips types and turns imports into
 * require() about twenty times faster than TypeScript's own transpileModule: ts-node's
 * (tsconfig.json, "ts-node"), where it loads the build's hundred-odd modules in 0.4 s rather than
 * 0.8, a tenth of a cold build; and jest's (jest.config.ts). Types are checked apart
 * (npm run typecheck), as they are with ts-loader. CommonJS, for ts-node loads it before its own
 * hook.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { transform, getVersion } = require('sucrase');

/** `extra`: sucrase's jest transform for jest, which hoists jest.mock() above the imports. */
const transpiled = (input, fileName, extra) =>
  transform(input, {
    transforms: ['typescript', 'imports', ...(fileName.endsWith('.tsx') ? ['jsx'] : []), ...extra],
    jsxRuntime: 'automatic',
    production: true,
    // Node runs every syntax the code uses as written.
    disableESTransforms: true,
    filePath: fileName,
    sourceMapOptions: { compiledFilename: fileName },
  });

exports.create = () => ({
  transpile(input, { fileName }) {
    const { code, sourceMap } = transpiled(input, fileName, []);
    return { outputText: code, sourceMapText: JSON.stringify(sourceMap) };
  },
});

exports.process = (input, fileName) => {
  const { code, sourceMap } = transpiled(input, fileName, ['jest']);
  return { code, map: sourceMap };
};

// jest keeps what a transformer returned; a new sucrase or a change here makes it transpile again.
const transpilerKey = `${getVersion()}\n${fs.readFileSync(__filename, 'utf8')}`;
exports.getCacheKey = (input, fileName) =>
  createHash('sha256').update(`${transpilerKey}\n${fileName}\n${input}`).digest('hex');
