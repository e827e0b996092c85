import words from '../words.json';
import type { AskShown } from './applicationApi';

const text = words.applications;

/** Parts of the résumé, each isolated: a name in the content's script keeps its own direction. */
function Parts({ names }: { names: string[] }) {
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 && '; '}
      <bdi>{name}</bdi>
    </span>
  ));
}

/** A text of the catalog's with `{parts}` in it, the parts isolated. */
function withParts(line: string, names: string[]) {
  const [before, after] = line.split('{parts}');
  return (
    <>
      {before}
      <Parts names={names} />
      {after}
    </>
  );
}

/** One ask, covered (by the parts of the résumé named as the owner wrote them) or not. */
function AskItem({ ask }: { ask: AskShown }) {
  const covered = ask.by.length > 0;
  return (
    <li className={covered ? 'covered' : 'not-covered'}>
      <span aria-hidden="true">{covered ? '✓ ' : '✗ '}</span>
      <strong>
        <bdi>{ask.text}</bdi>
      </strong>
      {': '}
      {covered
        ? withParts(text.coveredBy, ask.by)
        : ask.leftOut.length > 0
          ? withParts(text.leftOutToFit, ask.leftOut)
          : text.notCovered}
    </li>
  );
}

/** The posting's asks, what it requires apart from what it would like, and the share covered. */
export function AsksList({ asks, hasPosting }: { asks: AskShown[]; hasPosting: boolean }) {
  const groups = [
    { kind: 'required', heading: text.required },
    { kind: 'niceToHave', heading: text.niceToHave },
  ] as const;
  const covered = asks.filter((ask) => ask.by.length > 0).length;
  return (
    <section aria-labelledby="asks-heading" className="asks">
      <h2 id="asks-heading">{text.asks}</h2>
      {asks.length === 0 ? (
        <p className="help">{hasPosting ? text.noAsks : text.noPosting}</p>
      ) : (
        <p>
          {text.coveredShare
            .replace('{covered}', String(covered))
            .replace('{count}', String(asks.length))}
        </p>
      )}
      {groups.map(({ kind, heading }) => {
        const shown = asks.filter((ask) => ask.kind === kind);
        return (
          shown.length > 0 && (
            <section key={kind} aria-labelledby={`asks-${kind}`}>
              <h3 id={`asks-${kind}`}>{heading}</h3>
              <ul>
                {shown.map((ask) => (
                  <AskItem key={ask.text} ask={ask} />
                ))}
              </ul>
            </section>
          )
        );
      })}
    </section>
  );
}
