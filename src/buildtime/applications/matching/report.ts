/**
 * The match, reported before `npm run apply` writes: each requirement of the posting, covered (by the
 * parts of the résumé as drawn that match it, named as the owner wrote them) or not, the required
 * apart from the nice to have, and the share covered; then the job's duties, which order the résumé
 * but are not counted. A requirement the résumé does not match is a line of the report, never an
 * error; one that an entry left out to fit matches says so.
 */
import type { Match } from './matches';
import type { Requirement } from './requirements';

/** The report's groups, in order: the last is not counted in the share. */
const groups = [
  { heading: 'Required:', holds: (it: Requirement) => !it.liked && !it.duty },
  { heading: 'Nice to have:', holds: (it: Requirement) => !!it.liked },
  {
    heading: 'Duties (they order the résumé; not counted):',
    holds: (it: Requirement) => !!it.duty,
  },
];

export function matchReport(
  requirements: Requirement[],
  /** What matches each requirement on the résumé as drawn. */
  drawn: Match[],
  /** What matches each requirement in the whole content, before the fit. */
  whole: Match[],
): string[] {
  if (requirements.length === 0) return [];
  const matching = (matches: Match[], index: number) =>
    matches.filter((match) => match.requirements.has(index)).map(({ name }) => name);
  const lineOf = (requirement: Requirement, index: number) => {
    const by = matching(drawn, index);
    if (by.length > 0) return `✓ ${requirement.text}: ${by.join('; ')}`;
    const leftOut = matching(whole, index);
    return leftOut.length > 0
      ? `✗ ${requirement.text}: not covered; ${leftOut.join('; ')} answers it, left out to fit`
      : `✗ ${requirement.text}: not covered`;
  };
  const lines = requirements.map(lineOf);
  const counted = requirements.flatMap((requirement, index) => (requirement.duty ? [] : [index]));
  const covered = counted.filter((index) => lines[index]!.startsWith('✓')).length;
  const share = new Intl.NumberFormat('en', { style: 'percent' }).format(
    counted.length === 0 ? 0 : covered / counted.length,
  );
  return [
    `The posting asks for ${counted.length} things; the résumé covers ${covered} (${share}):`,
    ...groups.flatMap(({ heading, holds }) => {
      const shown = lines.filter((_, index) => holds(requirements[index]!));
      return shown.length > 0 ? [heading, ...shown] : [];
    }),
  ];
}
