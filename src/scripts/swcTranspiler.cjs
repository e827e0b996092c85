/**
 * The transpiler of the owner's commands (runTypeScript.cjs) and of ts-node where webpack loads
 * webpack.config.ts (tsconfig.json, "ts-node"): swc, the build's minifier, strips types and
 * turns imports into require(). It loads the build's configuration and the modules it reads in a
 * third less processor time than sucrase (measured in docs/measurements.md), whose JavaScript
 * starts cold in every run, while swc's is native code the build loads anyway. Types are checked
 * apart (npm run typecheck), as they are with ts-loader. CommonJS, for ts-node loads it before its
 * own hook.
 */
const { transformSync } = require('@swc/core');

const optionsFor = (tsx) => ({
  swcrc: false,
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', tsx },
    // Node runs every syntax the code uses as written (tsconfig.json's target).
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  // import() becomes require() too: prerendering forgets modules through require.cache.
  module: { type: 'commonjs' },
});
const plain = optionsFor(false);
const withJsx = optionsFor(true);

exports.create = () => ({
  transpile(input, { fileName }) {
    const { code, map } = transformSync(input, {
      ...(fileName.endsWith('.tsx') ? withJsx : plain),
      filename: fileName,
    });
    return { outputText: code, sourceMapText: map };
  },
});
