import { useId } from 'react';
import words from '../words.json';
import type { Evidence } from './applicationApi';

const text = words.applications;

/**
 * Beside the letter's body: the owner's own sentences that match the posting's top requirements, each
 * under the requirement it matches and where it is written, one click from the body. Nothing here is
 * written for the owner.
 */
export function LetterEvidence({
  evidence,
  onAdd,
}: {
  evidence: Evidence[];
  onAdd: (sentence: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="evidence">
      <h3 id={`${id}-heading`}>{text.evidence}</h3>
      {evidence.length === 0 && <p className="help">{text.noEvidence}</p>}
      {evidence.map(({ requirement, sentences }, requirementIndex) => (
        <section key={requirement} aria-labelledby={`${id}-${requirementIndex}`}>
          <h4 id={`${id}-${requirementIndex}`}>
            {text.matches.split('{requirement}')[0]}
            <bdi>{requirement}</bdi>
            {text.matches.split('{requirement}')[1]}
          </h4>
          <ul>
            {sentences.map((sentence, index) => {
              const sentenceId = `${id}-${requirementIndex}-${index}`;
              return (
                <li key={sentence.text}>
                  <q id={sentenceId}>{sentence.text}</q>{' '}
                  <span className="from">({sentence.from})</span>{' '}
                  <button
                    type="button"
                    aria-describedby={sentenceId}
                    onClick={() => onAdd(sentence.text)}
                  >
                    {text.addToLetter}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
