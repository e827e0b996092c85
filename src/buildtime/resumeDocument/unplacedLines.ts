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

/** A JSON Resume place (`work[1].summary`) as the content names it (`experience[1].summary`). */
function inContent(place: string | undefined): string | undefined {
  const [, section = '', rest = ''] = /^([a-z]+)(.*)$/i.exec(place ?? '') ?? [];
  return place && `${contentSectionOf.get(section) ?? section}${rest}`;
}

/** The reader's lines, with where each was kept or seems to belong named as the content names it. */
export function unplacedInContent(unplaced: UnplacedLine[]): UnplacedLine[] {
  return unplaced.map(({ line, page, reason, placedIn, near }) => {
    const kept = inContent(placedIn);
    const belongs = inContent(near);
    return {
      line,
      ...(page !== undefined && { page }),
      reason,
      ...(kept && { placedIn: kept }),
      ...(belongs && { near: belongs }),
    };
  });
}

/**
 * One line, as the owner reads it: the line quoted, its page, why, and where it was kept, or that
 * it is kept unpublished (and where it seems to belong).
 */
export const unplacedLineText = ({ line, page, reason, placedIn, near }: UnplacedLine) =>
  `${page === undefined ? '' : `page ${page}: `}"${line}": ${reason}; ${
    placedIn
      ? `kept in ${placedIn}`
      : `not published${near ? ` until you put it in ${near}, if it belongs there` : ''}`
  }`;
