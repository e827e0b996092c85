/**
 * Which of a posting's asks it requires and which it would only like: an ask is nice to have when
 * the posting says it only in lines it marks so, under a heading such as "Nice to have:" or in a
 * line saying "is a plus"; every other ask is required.
 */
import type { Ask } from '../../buildtime/applications/matching/asks';
import { isHeading } from '../../buildtime/applications/matching/postingLines';
import { holds, words } from '../../buildtime/applications/matching/words';
import niceToHaveCues from './niceToHave.json';

export type AskKind = 'required' | 'niceToHave';

export function askKinds(posting: string, tag: string, asks: Ask[]): AskKind[] {
  const cues = Object.values(niceToHaveCues as Record<string, string[]>)
    .flat()
    .map((cue) => words(cue, tag).map(({ key }) => key));
  const saysCue = (line: string) => {
    const said = words(line, tag);
    return cues.some((cue) => cue.length > 0 && holds(said, cue));
  };
  const niceLines: string[] = [];
  const otherLines: string[] = [];
  let underNiceHeading = false;
  for (const raw of posting.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (isHeading(line)) {
      underNiceHeading = saysCue(line);
      continue;
    }
    (underNiceHeading || saysCue(line) ? niceLines : otherLines).push(line);
  }
  const said = (lines: string[]) => lines.map((line) => words(line, tag));
  const [nice, other] = [said(niceLines), said(otherLines)];
  return asks.map(({ keys }) =>
    nice.some((line) => holds(line, keys)) && !other.some((line) => holds(line, keys))
      ? 'niceToHave'
      : 'required',
  );
}
