import { checkContent, type CheckedContent } from '../../src/buildtime/contentCheck';
import samplePortfolio from '../fixtures/sample-portfolio.json';

/** A content fixture as the build makes it (defaults, dates, words); throws on a broken fixture. */
export function checkedFixture(raw: unknown = samplePortfolio): CheckedContent {
  const checked = checkContent(raw);
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  return checked;
}
