import { prefetchContactChunk } from '../features/contact/contactLoader';

// Imported first by src/index.tsx: the contact chunk is fetched while React's modules are still
// being evaluated, so a tap made early opens the dialog as soon as the page has hydrated.
if (EMAILJS_SETTINGS) prefetchContactChunk();
