import { contentFileOf } from '../../../src/buildtime/settings/buildSettings';
import { readOwnerContent } from '../../../src/buildtime/content/contentCheck';
import { contentGlobals } from '../../../src/buildtime/pages/siteContentDefinition';

// The page's modules read the content from the globals the build sets (SITE_CONTENT,
// CONTACT_WORDS); the suite reads the content it was built from (the owner's, or CONTENT_FILE),
// checked, through the same modules.
const checked = readOwnerContent(contentFileOf(process.env));
if ('problems' in checked) throw new Error(checked.problems.join('\n'));
Object.assign(globalThis, contentGlobals(checked));

/** The owner's content as written, which the page's scripts do not carry. */
export const ownerContent = checked.content.owner;
