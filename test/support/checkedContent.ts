import { checkContent, type CheckedContent } from '../../src/buildtime/content/contentCheck';
import { parseOwnerContent, type OwnerContent } from '../../src/buildtime/content/schema';
import samplePortfolio from '../fixtures/sample-portfolio.json';

/** A content fixture as the build makes it (defaults, dates, words); throws on a broken fixture. */
export function checkedFixture(raw: unknown = samplePortfolio): CheckedContent {
  const checked = checkContent(raw);
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  return checked;
}

/** A content fixture as the schema reads it (sections left out have no entries); throws if broken. */
export function ownerFixture(raw: unknown = samplePortfolio): OwnerContent {
  const owner = parseOwnerContent(raw);
  if ('problems' in owner) throw new Error(owner.problems.join('\n'));
  return owner;
}
