/**
 * Replaces @emailjs/browser's `createWebStorage` (webpack.config.ts and jest.config.ts swap it in).
 * The original reads `localStorage` while the library loads, which throws where storage is
 * blocked and would stop the contact form from loading at all. This site always hands EmailJS
 * its own storage provider (see sendWithEmailjs.ts), so the library needs no default one.
 */
export const createWebStorage = (): undefined => undefined;
