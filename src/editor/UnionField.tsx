import { useId, useState } from 'react';
import { alternativeFor, kindOfSchema, valueSwitched } from './jsonKinds';
import type { DrawField, FieldProps, Schema } from './fieldTypes';
import words from './words.json';

/** A shape's name: its title in the schema, else the kind of value it holds. */
const shapeName = (shape: Schema) =>
  shape.title ?? words.kinds[(kindOfSchema(shape) ?? 'string') as keyof typeof words.kinds];

/**
 * A value of one of several shapes (a GitHub user name, or a user and the repositories chosen; a
 * JSON Resume's extra, of any kind): which one it is, chosen from a list, and the chosen one's
 * field. Switching keeps what fits the new shape (the user name).
 */
export function UnionField({ drawField, ...props }: FieldProps & { drawField: DrawField }) {
  const { schema, path, value, label, form, actions } = props;
  const shapes = schema.anyOf ?? [];
  const id = useId();
  const held = alternativeFor(shapes, value);
  // Before a value is set, the shape chosen for it; after, the shape it has.
  const [chosen, setChosen] = useState(held ?? 0);
  const shown = held ?? chosen;
  const shape = shapes[shown] ?? {};
  return (
    <fieldset className="union">
      <legend>{label}</legend>
      {schema.description && <p className="help">{schema.description}</p>}
      <div className="field">
        <label htmlFor={id}>{words.shapeOf.replace('{field}', label)}</label>
        <select
          id={id}
          value={shown}
          onChange={(event) => {
            const next = Number(event.target.value);
            setChosen(next);
            form.change(path, valueSwitched(value, shapes[next] ?? {}));
          }}
        >
          {shapes.map((each, index) => (
            <option key={index} value={index}>
              {shapeName(each)}
            </option>
          ))}
        </select>
      </div>
      {kindOfSchema(shape) === 'null' ? (
        <p className="help">{words.nothingHeld}</p>
      ) : (
        drawField({
          ...props,
          schema: { ...shape, description: undefined },
          value: held === shown ? value : undefined,
          label: shapeName(shape),
          actions: undefined,
        })
      )}
      {actions}
    </fieldset>
  );
}
