import { useId, useState } from 'react';
import { applicationStates, type ApplicationState } from '../../content/constants';
import { fillIn } from '../../i18n/words';
import { localDay } from '../../lib/localDay';
import words from '../words.json';
import { applicationApi, type Standing } from './applicationApi';

const text = words.applications;

/** One application's next step: what and by when, saved into its file. */
function NextStep({ standing, onSaved }: { standing: Standing; onSaved: Saved }) {
  const id = useId();
  const [step, setStep] = useState(standing.next?.step ?? '');
  const [date, setDate] = useState(standing.next?.date ?? '');
  return (
    <form
      className="next-step"
      aria-label={fillIn(text.nextStepOf, { id: standing.id })}
      onSubmit={(event) => {
        event.preventDefault();
        const next = step.trim() ? { step: step.trim(), ...(date && { date }) } : null;
        void applicationApi.track(standing.id, { next }).then(onSaved);
      }}
    >
      <label htmlFor={`${id}-step`}>{text.nextStep}</label>
      <input id={`${id}-step`} value={step} onChange={(event) => setStep(event.target.value)} />
      <label htmlFor={`${id}-date`}>{text.nextStepDate}</label>
      <input
        id={`${id}-date`}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <button type="submit">{text.saveNextStep}</button>
    </form>
  );
}

type Saved = (answer: Awaited<ReturnType<typeof applicationApi.track>>) => void;

/**
 * The owner's applications by what needs doing next (the server's order), each a link that opens
 * it, where it stands and since when, and its next step; a state chosen is recorded today.
 */
export function TrackedApplications({
  applications,
  openId,
  addressOf,
  onSaved,
}: {
  applications: Standing[];
  openId?: string;
  addressOf: (id: string) => string;
  onSaved: Saved;
}) {
  if (applications.length === 0) return <p>{text.noneYet}</p>;
  return (
    <>
      <p className="help">{text.listOrder}</p>
      <ul>
        {applications.map((standing) => (
          <li
            key={`${standing.id} ${standing.state} ${standing.next?.step} ${standing.next?.date}`}
          >
            <a
              href={addressOf(standing.id)}
              aria-current={openId === standing.id ? 'page' : undefined}
            >
              {standing.id}
            </a>{' '}
            <select
              aria-label={fillIn(text.stateOf, { id: standing.id })}
              value={standing.state}
              onChange={(event) =>
                void applicationApi
                  .track(standing.id, {
                    state: event.target.value as ApplicationState,
                    today: localDay(),
                  })
                  .then(onSaved)
              }
            >
              {applicationStates.map((state) => (
                <option key={state} value={state}>
                  {text.states[state]}
                </option>
              ))}
            </select>{' '}
            {standing.date && <span>{fillIn(text.since, { date: standing.date })}</span>}
            <NextStep standing={standing} onSaved={onSaved} />
          </li>
        ))}
      </ul>
    </>
  );
}
