import type { Config } from 'jest';
import {
  emailjsDefaultStorageReplacement,
  emailjsDefaultStorageRequest,
} from './src/build/emailjsDefaultStorage';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  moduleNameMapper: {
    [emailjsDefaultStorageRequest.source]: emailjsDefaultStorageReplacement,
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'CommonJS',
          moduleResolution: 'node10',
          jsx: 'react-jsx',
          isolatedModules: true,
          esModuleInterop: true,
        },
      },
    ],
  },
  globals: {
    EMAILJS_SETTINGS: {
      publicKey: 'test-public-key',
      serviceId: 'test-service',
      templateId: 'test-template',
      origin: 'https://emailjs.test',
    },
  },
};

export default config;
