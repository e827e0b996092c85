/**
 * The match, reported before `npm run apply` writes: each requirement of the posting, covered (by the
 * parts of the résumé as drawn that match it, named as the owner wrote them) or not, and the
 * share covered. A requirement the résumé does not match is a line of the report, never an error; one
 * that an entry left out to fit matches says so.
 */
import type { Match } from './matches';
import type { Requirement } from './requirements';

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
  const lines = requirements.map((requirement, index) => {
    const by = matching(drawn, index);
    if (by.length > 0) return `✓ ${requirement.text}: ${by.join('; ')}`;
    const leftOut = matching(whole, index);
    return leftOut.length > 0
      ? `✗ ${requirement.text}: not covered; ${leftOut.join('; ')} answers it, left out to fit`
      : `✗ ${requirement.text}: not covered`;
  });
  const covered = lines.filter((line) => line.startsWith('✓')).length;
  const share = new Intl.NumberFormat('en', { style: 'percent' }).format(
    covered / requirements.length,
  );
  return [
    `The posting asks for ${requirements.length} things; the résumé covers ${covered} (${share}):`,
    ...lines,
  ];
}
