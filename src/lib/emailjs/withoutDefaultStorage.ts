/**
 * Takes the place of @emailjs/browser's `createWebStorage` (see emailjsDefaultStorageModule in
 * settings.ts): no default storage, so loading the library never touches localStorage.
 */
export const createWebStorage = (): undefined => undefined;
