import { readOwnerContent } from '../../../src/buildtime/contentCheck';
import { contentGlobals } from '../../../src/buildtime/siteContentDefinition';

// The page's modules read the content from the globals the build sets (SITE_CONTENT,
// CONTACT_WORDS); the suite reads the owner's content, checked, through the same modules.
const checked = readOwnerContent();
if ('problems' in checked) throw new Error(checked.problems.join('\n'));
Object.assign(globalThis, contentGlobals(checked));
