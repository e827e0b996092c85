import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in the visitor's browser. */
const browserCode = [
  './src/app',
  './src/components',
  './src/content',
  './src/features',
  './src/headScripts',
  './src/i18n',
  './src/sections',
  './src/lib',
  './src/index.tsx',
];
/** Code that runs on the owner's machine only: never shipped, never imported by the browser. */
const nodeOnlyCode = [
  './src/buildtime',
  './src/servers',
  './src/scripts',
  './src/benchmarks',
  './src/chromium',
  './src/upgrade',
];
/** The editor's page (`npm run edit`): browser code that is never part of the site. */
const editorCode = './src/editor';
const features = fs.readdirSync('src/features');

const untypedReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use the typed useAppDispatch / useAppSelector from src/app/hooks.',
};

/** The layout of src/ (README, "Architecture"), as rules. */
const layoutZones = [
  {
    target: browserCode,
    from: nodeOnlyCode,
    message: 'Browser code never imports build-time, server or script code.',
  },
  {
    target: editorCode,
    from: nodeOnlyCode,
    message: 'The editor runs in the browser: it asks its server (src/servers/editServer.ts).',
  },
  {
    target: browserCode,
    from: editorCode,
    message: 'The site never imports the editor: dist/ is the same with or without it.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: the app composes them.',
  })),
  {
    target: './src/sections',
    from: './src/features',
    message: 'A section shows content and uses no feature: the app passes features in as children.',
  },
  {
    target: './src/features',
    from: './src/sections',
    message: 'A feature never imports a section: the app composes them.',
  },
  {
    target: [
      './src/components',
      './src/content',
      './src/i18n',
      './src/lib',
      './src/features',
      './src/sections',
    ],
    from: './src/app',
    except: ['./hooks.ts'],
    message: 'Shared code flows one way: content, lib and components → features, sections → app.',
  },
  {
    target: ['./src/components', './src/content', './src/i18n', './src/lib'],
    from: ['./src/features', './src/sections'],
    message: 'Shared code flows one way: content, lib and components → features, sections → app.',
  },
  {
    target: ['./src', './test'],
    from: './src/scripts',
    message: 'Scripts are entry points (npm run …): move what they share into src/buildtime.',
  },
];

// Modules run once per process; forgetting them is for the prerender alone, in one named place.
const forgettingModules = {
  selector: "MemberExpression[object.name='require'][property.name='cache']",
  message:
    'Only src/buildtime/pages/prerenderWith.ts forgets loaded modules (forgetPageModules), to prerender each language afresh.',
};

// The owner's paths are written by the command that makes the owner's files, and by nothing else
// (README, "What is yours"): the build reads the content through siteContentFile().
const namingOwnerPaths = {
  selector: "MemberExpression[object.name='projectPaths'][property.name='owner']",
  message:
    "Only npm run content:import writes the owner's files: read the content through siteContentFile() or contentFileOf().",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'e2e-dist',
      'e2e-rtl-dist',
      'e2e-sources-dist',
      'e2e-analytics-dist',
      'e2e-linkedin-dist',
      'e2e-mailto-dist',
      'e2e-linkedin-owner',
      'coverage',
      'test-results',
      'reports',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [untypedReduxHooks] }],
      // No import-x/no-cycle: lint's checks/importCycles finds every cycle it would in src/, and
      // those through type-only imports too, in a fraction of the time.
      // `const { dropped: _dropped, ...kept } = value` leaves out what a copy must not carry.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { zones: layoutZones }],
      'no-restricted-syntax': ['error', forgettingModules, namingOwnerPaths],
    },
  },
  {
    files: ['src/buildtime/settings/projectPaths.ts', 'src/scripts/contentImport.ts', 'test/**'],
    rules: { 'no-restricted-syntax': ['error', forgettingModules] },
  },
  {
    // CommonJS for Node, loaded before any TypeScript can be (src/scripts/swcTranspiler.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/buildtime/pages/prerenderWith.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Inlined as text by src/buildtime/pages/headScripts.ts: an import would not come with it.
    files: ['src/headScripts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*', '.*'],
              allowTypeImports: true,
              message:
                'A <head> script is emitted as its own text: pass what it needs as an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    // npm run upgrade runs on a site that has installed nothing of the new template yet.
    files: ['src/upgrade/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!node:|\\./[\\w.-]+\\.mjs$)',
              message: "The upgrade imports Node's own modules and its own folder only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
