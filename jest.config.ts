/**
 * Loaded through ts-node on every Node line: Node's own type stripping (22.18+) would need file
 * extensions on the imports below.
 * @jest-config-loader ts-node
 */
import type { Config } from 'jest';
import { contentGlobals } from './src/buildtime/pages/siteContentDefinition';
import { checkedFixture } from './test/support/checkedContent';
import { emailjsDefaultStorageModule } from './src/lib/emailjs/settings';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  moduleNameMapper: {
    [emailjsDefaultStorageModule.request.source]:
      `<rootDir>/${emailjsDefaultStorageModule.replacement}`,
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // Types are checked apart (npm run typecheck): the tests only need them stripped. pdf.js comes
  // as ES modules only, which jest loads once they are CommonJS.
  transform: { '^.+\\.(tsx?|mjs)$': '<rootDir>/src/scripts/jestTranspiler.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
  globals: {
    // Unit and component tests run on a fixture of their own, whatever the owner's content is;
    // test/content/ownerContent.test.ts checks the owner's content itself.
    ...contentGlobals(checkedFixture()),
    EMAILJS_SETTINGS: {
      publicKey: 'test-public-key',
      serviceId: 'test-service',
      templateId: 'test-template',
      origin: 'https://emailjs.test',
    },
  },
};

export default config;
