/**
 * What the reader of a résumé document could not place, as the content keeps it (unplacedLines,
 * until the owner has looked) and as the import and `npm run content:check` name it.
 */
import { listSectionKeys, listSections } from '../../content/declarations';
import type { UnplacedLine } from '../../content/ownerContent';

/** JSON Resume's section names (`work`), by the content's (`experience`). */
const contentSectionOf = new Map<string, string>(
  listSectionKeys.map((key) => [listSections[key].resume, key]),
);

/** The reader's lines, with where each was kept named as the content names it. */
export function unplacedInContent(unplaced: UnplacedLine[]): UnplacedLine[] {
  return unplaced.map(({ line, page, reason, placedIn }) => {
    const [, section = '', rest = ''] = /^([a-z]+)(.*)$/i.exec(placedIn ?? '') ?? [];
    const where = placedIn && `${contentSectionOf.get(section) ?? section}${rest}`;
    return {
      line,
      ...(page !== undefined && { page }),
      reason,
      ...(where && { placedIn: where }),
    };
  });
}

/** One line, as the owner reads it: the line quoted, its page, why, and where it was kept. */
export const unplacedLineText = ({ line, page, reason, placedIn }: UnplacedLine) =>
  `${page === undefined ? '' : `page ${page}: `}"${line}": ${reason}${placedIn ? `; kept in ${placedIn}` : ''}`;
