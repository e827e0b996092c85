import { useId } from 'react';
import type { Json } from '../../lib/json';
import { Labelled, type FormContext, type Schema } from '../SchemaField';
import words from '../words.json';

/** The posting: pasted, or read from a text file chosen on this machine. */
export function PostingField({
  value,
  schema,
  form,
}: {
  value: Json | undefined;
  schema: Schema;
  form: FormContext;
}) {
  const fileId = useId();
  const problems = form.problemsAt(['posting']);
  return (
    <>
      <Labelled label={schema.title ?? 'posting'} schema={schema} problems={problems}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="posting"
            aria-describedby={describedBy || undefined}
            aria-invalid={invalid || undefined}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => form.change(['posting'], event.target.value || undefined)}
          />
        )}
      </Labelled>
      <div className="field">
        <label htmlFor={fileId}>{words.applications.choosePostingFile}</label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.md,text/plain"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void chosen.text().then((posting) => form.change(['posting'], posting));
          }}
        />
      </div>
    </>
  );
}
