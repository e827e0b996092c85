import { useId } from 'react';
import { valueAt } from '../draft';
import type { Json } from '../../lib/json';
import type { FormContext } from '../SchemaField';
import words from '../words.json';
import type { ApplicationList } from './applicationApi';

const text = words.applications;
type Choice = 'fit' | 'keep' | 'leaveOut';

/**
 * `resume.keep` and `resume.leaveOut`, entry by entry: each entry of the résumé, left to the fit
 * (which keeps what matches the posting first), always kept, or left out.
 */
export function EntryChoices({
  entries,
  resume,
  form,
}: {
  entries: ApplicationList['entries'];
  resume: Json | undefined;
  form: FormContext;
}) {
  const id = useId();
  const listed = (field: 'keep' | 'leaveOut') => {
    const ids = valueAt(resume, [field]);
    return Array.isArray(ids) ? ids.map(String) : [];
  };
  const [keep, leaveOut] = [listed('keep'), listed('leaveOut')];
  const choose = (entry: string, choice: Choice) => {
    const without = (ids: string[]) => ids.filter((each) => each !== entry);
    const nextKeep = choice === 'keep' ? [...without(keep), entry] : without(keep);
    const nextLeaveOut = choice === 'leaveOut' ? [...without(leaveOut), entry] : without(leaveOut);
    const resumeNow = (
      resume && typeof resume === 'object' && !Array.isArray(resume) ? resume : {}
    ) as Record<string, Json>;
    const { keep: _keep, leaveOut: _leaveOut, ...rest } = resumeNow;
    const next: Record<string, Json> = {
      ...rest,
      ...(nextKeep.length > 0 && { keep: nextKeep }),
      ...(nextLeaveOut.length > 0 && { leaveOut: nextLeaveOut }),
    };
    form.change(['resume'], next);
  };
  const problems = [
    ...form.problemsAt(['resume', 'keep']),
    ...form.problemsAt(['resume', 'leaveOut']),
  ];
  return (
    <fieldset className="entry-choices">
      <legend>{text.entries}</legend>
      <p className="help">{text.entriesHelp}</p>
      {problems.length > 0 && <p className="problem">{problems.join(' ')}</p>}
      {entries.map((entry, index) => {
        const choice: Choice = keep.includes(entry.id)
          ? 'keep'
          : leaveOut.includes(entry.id)
            ? 'leaveOut'
            : 'fit';
        return (
          <div className="field" key={entry.id}>
            <label htmlFor={`${id}-${index}`}>{entry.name}</label>
            <select
              id={`${id}-${index}`}
              value={choice}
              onChange={(event) => choose(entry.id, event.target.value as Choice)}
            >
              <option value="fit">{text.fitDecides}</option>
              <option value="keep">{text.keep}</option>
              <option value="leaveOut">{text.leaveOut}</option>
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
