/**
 * The match, reported before `npm run apply` writes: each ask of the posting, covered (by the
 * parts of the résumé as drawn that answer it, named as the owner wrote them) or not, and the
 * share covered. An ask the résumé does not answer is a line of the report, never an error.
 */
import type { Answer } from './answers';
import type { Ask } from './asks';

export function matchReport(asks: Ask[], answers: Answer[]): string[] {
  if (asks.length === 0) return [];
  const lines = asks.map((ask, index) => {
    const by = answers.filter((answer) => answer.asks.has(index)).map(({ name }) => name);
    return by.length > 0 ? `✓ ${ask.text}: ${by.join('; ')}` : `✗ ${ask.text}: not covered`;
  });
  const covered = lines.filter((line) => line.startsWith('✓')).length;
  const share = new Intl.NumberFormat('en', { style: 'percent' }).format(covered / asks.length);
  return [
    `The posting asks for ${asks.length} things; the résumé covers ${covered} (${share}):`,
    ...lines,
  ];
}
