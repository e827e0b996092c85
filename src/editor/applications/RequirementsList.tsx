import words from '../words.json';
import type { RequirementShown } from './applicationApi';

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

/** One requirement, covered (by the parts of the résumé named as the owner wrote them) or not. */
function RequirementItem({ requirement }: { requirement: RequirementShown }) {
  const covered = requirement.by.length > 0;
  return (
    <li className={covered ? 'covered' : 'not-covered'}>
      <span aria-hidden="true">{covered ? '✓ ' : '✗ '}</span>
      <strong>
        <bdi>{requirement.text}</bdi>
      </strong>
      {': '}
      {covered
        ? withParts(text.coveredBy, requirement.by)
        : requirement.leftOut.length > 0
          ? withParts(text.leftOutToFit, requirement.leftOut)
          : text.notCovered}
    </li>
  );
}

/**
 * The posting's requirements, what it requires apart from what it would like and from the job's
 * duties, and the share covered.
 */
export function RequirementsList({
  requirements,
  hasPosting,
}: {
  requirements: RequirementShown[];
  hasPosting: boolean;
}) {
  const groups = [
    { kind: 'required', heading: text.required },
    { kind: 'niceToHave', heading: text.niceToHave },
    { kind: 'duty', heading: text.duties },
  ] as const;
  // The duties order the résumé but are asked of no one: the share leaves them out.
  const counted = requirements.filter((requirement) => requirement.kind !== 'duty');
  const covered = counted.filter((requirement) => requirement.by.length > 0).length;
  return (
    <section aria-labelledby="requirements-heading" className="requirements">
      <h2 id="requirements-heading">{text.requirements}</h2>
      {requirements.length === 0 ? (
        <p className="help">{hasPosting ? text.noRequirements : text.noPosting}</p>
      ) : (
        <p>
          {text.coveredShare
            .replace('{covered}', String(covered))
            .replace('{count}', String(counted.length))}
        </p>
      )}
      {groups.map(({ kind, heading }) => {
        const shown = requirements.filter((requirement) => requirement.kind === kind);
        return (
          shown.length > 0 && (
            <section key={kind} aria-labelledby={`requirements-${kind}`}>
              <h3 id={`requirements-${kind}`}>{heading}</h3>
              <ul>
                {shown.map((requirement) => (
                  <RequirementItem key={requirement.text} requirement={requirement} />
                ))}
              </ul>
            </section>
          )
        );
      })}
    </section>
  );
}
