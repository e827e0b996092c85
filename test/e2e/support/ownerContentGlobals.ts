import { contentFileOf } from '../../../src/buildtime/settings/buildSettings';
import { readOwnerContent } from '../../../src/buildtime/content/contentCheck';
import { contentGlobals } from '../../../src/buildtime/pages/siteContentDefinition';
import { withSources } from '../../../src/buildtime/sources/withSources';
import { builtSources } from './builtSources';

// The page's modules read the content from the globals the build sets (SITE_CONTENT,
// CONTACT_WORDS); the suite reads the content it was built from (the owner's, or CONTENT_FILE),
// checked and with what its sources gave the build, through the same modules.
const checked = readOwnerContent(contentFileOf(process.env));
if ('problems' in checked) throw new Error(checked.problems.join('\n'));
Object.assign(
  globalThis,
  contentGlobals(withSources(checked, builtSources(checked.content.owner))),
);

/** The owner's content as written, which the page's scripts do not carry. */
export const ownerContent = checked.content.owner;
