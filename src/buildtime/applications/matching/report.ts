/**
 * The match, reported before `npm run apply` writes: each ask of the posting, covered (by the
 * parts of the résumé as drawn that answer it, named as the owner wrote them) or not, and the
 * share covered. An ask the résumé does not answer is a line of the report, never an error; one
 * that an entry left out to fit answers says so.
 */
import type { Answer } from './matches';
import type { Ask } from './requirements';

export function matchReport(
  asks: Ask[],
  /** What answers each ask on the résumé as drawn. */
  drawn: Answer[],
  /** What answers each ask in the whole content, before the fit. */
  whole: Answer[],
): string[] {
  if (asks.length === 0) return [];
  const answering = (answers: Answer[], index: number) =>
    answers.filter((answer) => answer.asks.has(index)).map(({ name }) => name);
  const lines = asks.map((ask, index) => {
    const by = answering(drawn, index);
    if (by.length > 0) return `✓ ${ask.text}: ${by.join('; ')}`;
    const leftOut = answering(whole, index);
    return leftOut.length > 0
      ? `✗ ${ask.text}: not covered; ${leftOut.join('; ')} answers it, left out to fit`
      : `✗ ${ask.text}: not covered`;
  });
  const covered = lines.filter((line) => line.startsWith('✓')).length;
  const share = new Intl.NumberFormat('en', { style: 'percent' }).format(covered / asks.length);
  return [
    `The posting asks for ${asks.length} things; the résumé covers ${covered} (${share}):`,
    ...lines,
  ];
}
