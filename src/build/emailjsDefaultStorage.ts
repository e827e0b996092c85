import path from 'node:path';

/**
 * @emailjs/browser's module that reads localStorage as the library loads (a throw where storage
 * is blocked), and the module that webpack and jest put in its place.
 */
export const emailjsDefaultStorageRequest = /[\\/]createWebStorage[\\/]createWebStorage(\.js)?$/;
export const emailjsDefaultStorageReplacement = path.resolve(
  __dirname,
  '../features/contact/emailjsDefaultStorage.ts',
);
