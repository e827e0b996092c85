import { useId, useState } from 'react';
import { keysFollowing } from './listKeys';
import { valueSwitched } from './jsonKinds';
import type { Json } from '../lib/json';
import type { DrawField, FieldProps, Schema } from './fieldTypes';
import words from './words.json';

type Named = Record<string, Json>;

/** The name of a value in a map: renamed as typed, unless another value has that name. */
function NameInput({
  name,
  taken,
  rename,
}: {
  name: string;
  taken: (name: string) => boolean;
  rename: (name: string) => void;
}) {
  const id = useId();
  // A name another value has is shown as typed, with its problem, and not given.
  const [clash, setClash] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{words.name}</label>
      <input
        id={id}
        value={clash ?? name}
        aria-invalid={clash !== null || undefined}
        aria-describedby={clash !== null ? `${id}-problem` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (next !== name && taken(next)) return setClash(next);
          setClash(null);
          rename(next);
        }}
      />
      {clash !== null && (
        <p className="problem" id={`${id}-problem`}>
          {words.nameTaken.replace('{name}', clash)}
        </p>
      )}
    </div>
  );
}

/** The object with one name changed, in its place. */
const renamed = (object: Named, from: string, to: string): Named =>
  Object.fromEntries(
    Object.entries(object).map(([name, value]) => [name === from ? to : name, value]),
  );

/** A new value of a schema's shape: empty text, or the first shape's (a union's). */
const newValue = (schema: Schema): Json => {
  const shape = schema.anyOf?.[0] ?? schema;
  return valueSwitched(undefined, shape) ?? '';
};

/** The pairs of a map, as listKeys.ts follows a list's items. */
const pairsOf = (object: Named): Json[] => Object.entries(object);

/**
 * Values by a name of the owner's (their own wording of an interface word, a JSON Resume's
 * extras): each with its name, its value drawn by its schema and Remove; Add names a new one.
 */
export function MapField({ drawField, ...props }: FieldProps & { drawField: DrawField }) {
  const { schema, path, value, label, form, actions } = props;
  const object = (
    value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  ) as Named;
  const valueSchema =
    typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const pairs = pairsOf(object);
  const [keyed, setKeyed] = useState(() => ({ pairs, keys: keysFollowing([], [], pairs) }));
  let { keys } = keyed;
  if (JSON.stringify(keyed.pairs) !== JSON.stringify(pairs)) {
    keys = keysFollowing(keyed.pairs, keyed.keys, pairs);
    setKeyed({ pairs, keys });
  }
  const names = Object.keys(object);
  const change = (next: Named) =>
    form.change(path, Object.keys(next).length > 0 ? next : undefined);
  const problems = form.problemsAt(path);
  return (
    <fieldset className="map">
      <legend>{label}</legend>
      {schema.description && <p className="help">{schema.description}</p>}
      {problems.length > 0 && <p className="problem">{problems.join(' ')}</p>}
      {names.map((name, index) => (
        <fieldset className="named" key={keys[index]}>
          <legend>{name === '' ? words.unnamed : name}</legend>
          <NameInput
            name={name}
            taken={(other) => other in object}
            rename={(next) => change(renamed(object, name, next))}
          />
          {drawField({
            schema: valueSchema,
            path: [...path, name],
            value: object[name],
            label: words.valueOf.replace('{name}', name),
            form,
            emptyStays: true,
          })}
          <button
            type="button"
            onClick={() =>
              change(Object.fromEntries(Object.entries(object).filter(([each]) => each !== name)))
            }
          >
            {words.removeNamed.replace('{name}', name || words.unnamed)}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        aria-disabled={'' in object}
        onClick={() => {
          if (!('' in object)) change({ ...object, '': newValue(valueSchema) });
        }}
      >
        {words.addNamed.replace('{field}', label)}
      </button>
      {actions}
    </fieldset>
  );
}
