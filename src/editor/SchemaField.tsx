import { useId, useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { uniqueId } from '../lib/entryId';
import { editorApi } from './editorApi';
import { keysFollowing } from './listKeys';
import { MapField } from './MapField';
import { UnionField } from './UnionField';
import type { JsonPath } from './draft';
import type { Json } from '../lib/json';
import type { FieldProps, FormContext, Schema } from './fieldTypes';
import words from './words.json';

export type { FormContext, Schema } from './fieldTypes';

/**
 * The field's label, its help from the schema and the build's problems, around its control; a
 * note under the label (a translation's original) describes the control too.
 */
export function Labelled({
  label,
  schema,
  problems,
  actions,
  note,
  children,
}: {
  label: string;
  schema: Schema;
  problems: string[];
  actions?: ReactNode;
  note?: ReactNode;
  children: (control: { id: string; describedBy: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [
    note && `${id}-note`,
    schema.description && `${id}-help`,
    problems.length > 0 && `${id}-problem`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {note && <div id={`${id}-note`}>{note}</div>}
      {children({ id, describedBy, invalid: problems.length > 0 })}
      {schema.description && (
        <p className="help" id={`${id}-help`}>
          {schema.description}
        </p>
      )}
      {problems.length > 0 && (
        <p className="problem" id={`${id}-problem`}>
          {problems.join(' ')}
        </p>
      )}
      {actions}
    </div>
  );
}

/** The fields that name a picture under public/ (declarations.ts: kind 'image'). */
const pictureFields = new Set(['photo', 'image']);

/**
 * A picture chosen from this machine: it waits in the editor until a save copies it under the
 * owner's public/images/; one that is no picture is refused, with the server's line. An optional
 * picture may be removed: the entry then shows none.
 */
function PictureChooser({ path, form, value, required }: FieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="picture">
      {!required &&
        (value === undefined ? (
          <p className="help">{words.noPicture}</p>
        ) : (
          <button type="button" onClick={() => form.change(path, undefined)}>
            {words.removePicture}
          </button>
        ))}
      <label htmlFor={id}>{words.choosePicture}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml"
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const picture = event.target.files?.[0];
          if (!picture) return;
          void editorApi.choosePicture(picture).then((chosen) => {
            setProblem('problem' in chosen ? chosen.problem : null);
            if ('path' in chosen) form.change(path, chosen.path);
          });
        }}
      />
      {problem && (
        <p className="problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** A field of text, a choice, a number or a yes/no, as its schema says. */
function ValueField(props: FieldProps) {
  const { schema, path, value, label, form, actions, emptyStays, required } = props;
  const problems = form.problemsAt(path);
  // Chosen once, so that typing on never swaps the control (and loses the caret).
  const [multiline] = useState(
    () => typeof value === 'string' && (value.length > 80 || value.includes('\n')),
  );
  return (
    <Labelled label={label} schema={schema} problems={problems} actions={actions}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': invalid || undefined,
        };
        if (schema.type === 'boolean')
          return (
            <input
              {...common}
              type="checkbox"
              // Not set, it is what the build takes: the schema's default.
              checked={value === undefined ? schema.default === true : value === true}
              onChange={(event) => form.change(path, event.target.checked)}
            />
          );
        if (schema.enum)
          return (
            <select
              {...common}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => form.change(path, event.target.value || undefined)}
            >
              {/* A choice the build needs has no default to fall back on: it is to be made. */}
              {required && schema.default === undefined ? (
                value === undefined && (
                  <option value="" disabled>
                    {words.choose}
                  </option>
                )
              ) : (
                <option value="">{words.unset}</option>
              )}
              {schema.enum.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          );
        if (schema.type === 'number' || schema.type === 'integer')
          return (
            <input
              {...common}
              type="number"
              value={typeof value === 'number' ? value : ''}
              onChange={(event) =>
                form.change(
                  path,
                  event.target.value === '' ? undefined : Number(event.target.value),
                )
              }
            />
          );
        const text = typeof value === 'string' ? value : '';
        // A field emptied is left out of the file; a list's item emptied stays, to be typed in.
        const stays = emptyStays || typeof path.at(-1) === 'number';
        const onChange = (next: string) =>
          form.change(path, next === '' && !stays ? undefined : next);
        if (multiline)
          return (
            <textarea {...common} value={text} onChange={(event) => onChange(event.target.value)} />
          );
        const input = (
          <input {...common} value={text} onChange={(event) => onChange(event.target.value)} />
        );
        return pictureFields.has(String(path.at(-1))) ? (
          <>
            {input}
            <PictureChooser {...props} />
          </>
        ) : (
          input
        );
      }}
    </Labelled>
  );
}

/** What a list's Add puts in: an entry with its id made as the import makes it, or empty text. */
function newItem(schema: Schema, path: JsonPath, count: number, form: FormContext): Json {
  if (schema.type !== 'object') return '';
  if (!schema.properties?.id) return {};
  return { id: uniqueId('', `${String(path.at(-1))}-${count + 1}`, form.takenIds()) };
}

/** A list item's buttons, by the word that names each. */
type ItemButton = 'moveUp' | 'moveDown' | 'remove';

/** Where the keyboard goes after a list changes: an item's button or first field, or Add. */
type FocusAfter = { index: number; on: ItemButton | 'field' } | 'add';

/** The control `after` names in this list, once it has rendered its change. */
function controlAfterChange(
  itemActions: (HTMLElement | null)[],
  addButton: HTMLElement | null,
  after: FocusAfter,
): HTMLElement | null | undefined {
  if (after === 'add') return addButton;
  const actions = itemActions[after.index];
  if (after.on !== 'field') return actions?.querySelector<HTMLElement>(`[data-button=${after.on}]`);
  // The item's own group (or field), around its buttons.
  return actions?.parentElement?.querySelector<HTMLElement>('input, select, textarea');
}

/** The items of a list not set: the same each render, as the keys kept follow it. */
const noItems: Json[] = [];

/**
 * A list: each item with Move up, Move down and Remove (and a handle to drag it by, which moves it
 * as they do, so that Undo takes it back), and Add at its end. The keyboard follows the change: a
 * moved item's button (the other Move once at an end), the neighbour of an item removed (Add when
 * none is left), a new item's first field.
 */
function ListField({ schema, path, value, label, form }: FieldProps) {
  const items = Array.isArray(value) ? value : noItems;
  // Each item's key follows it (listKeys.ts), as React's guide keeps what a render came from.
  const [keyed, setKeyed] = useState(() => ({ items, keys: keysFollowing([], [], items) }));
  let { keys } = keyed;
  if (keyed.items !== items) {
    keys = keysFollowing(keyed.items, keyed.keys, items);
    setKeyed({ items, keys });
  }
  const itemSchema = schema.items ?? {};
  const itemActions = useRef<(HTMLElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  useLayoutEffect(() => {
    if (!focusAfter.current) return;
    controlAfterChange(itemActions.current, addButton.current, focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [value]);
  const change = (next: Json[] | undefined, after: FocusAfter | null) => {
    focusAfter.current = after;
    form.change(path, next);
  };
  /** Moved by a Move button, which the keyboard then follows, or dragged. */
  const moved = (from: number, to: number, by?: 'moveUp' | 'moveDown') => {
    const copy = [...items];
    copy.splice(to, 0, ...copy.splice(from, 1));
    if (!by) return change(copy, null);
    // The same button, or at an end, where it is disabled, the other one.
    const atEnd = to === 0 || to === items.length - 1;
    change(copy, { index: to, on: atEnd ? (by === 'moveUp' ? 'moveDown' : 'moveUp') : by });
  };
  // An item dragged by its handle, within this list (not an outer one), is moved where it is dropped.
  const dragged = useRef<number | null>(null);
  const dropOn = (event: DragEvent) => {
    const from = dragged.current;
    if (from === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type !== 'drop') return;
    dragged.current = null;
    const to = itemActions.current.findIndex((actions) =>
      actions?.parentElement?.contains(event.target as Node),
    );
    if (to >= 0 && to !== from) moved(from, to);
  };
  const removed = (index: number) =>
    items.length > 1
      ? change(
          items.filter((_, at) => at !== index),
          { index: Math.min(index, items.length - 2), on: 'remove' },
        )
      : change(undefined, 'add');
  const problems = form.problemsAt(path);
  return (
    <fieldset className="list" onDragOver={dropOn} onDrop={dropOn}>
      <legend>{label}</legend>
      {schema.description && <p className="help">{schema.description}</p>}
      {problems.length > 0 && <p className="problem">{problems.join(' ')}</p>}
      {items.map((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        const itemLabel = `${label} ${index + 1}${typeof id === 'string' ? ` (${id})` : ''}`;
        const actions = (
          <div
            className="item-actions"
            ref={(element) => {
              itemActions.current[index] = element;
            }}
          >
            <span
              className="drag"
              draggable
              aria-hidden="true"
              title={words.drag}
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', itemLabel);
                const entry = event.currentTarget.parentElement?.parentElement;
                if (entry) event.dataTransfer.setDragImage(entry, 16, 16);
              }}
              onDragEnd={() => (dragged.current = null)}
            >
              ⠿
            </span>
            <button
              type="button"
              data-button="moveUp"
              disabled={index === 0}
              onClick={() => moved(index, index - 1, 'moveUp')}
            >
              {words.moveUp}
            </button>
            <button
              type="button"
              data-button="moveDown"
              disabled={index === items.length - 1}
              onClick={() => moved(index, index + 1, 'moveDown')}
            >
              {words.moveDown}
            </button>
            <button type="button" data-button="remove" onClick={() => removed(index)}>
              {words.remove}
            </button>
          </div>
        );
        return (
          <SchemaField
            key={keys[index]}
            schema={itemSchema}
            path={[...path, index]}
            value={item}
            label={itemLabel}
            form={form}
            actions={actions}
          />
        );
      })}
      <button
        type="button"
        ref={addButton}
        onClick={() =>
          change([...items, newItem(itemSchema, path, items.length, form)], {
            index: items.length,
            on: 'field',
          })
        }
      >
        {words.add}
      </button>
    </fieldset>
  );
}

/**
 * The fields of an object, each by its schema; what a JSON Resume held apart (extra), which the
 * page does not show, folded away unless it holds something.
 */
function ObjectField({ schema, path, value, label, form, actions }: FieldProps) {
  const fields = Object.entries(schema.properties ?? {});
  const object = (
    value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  ) as Record<string, Json>;
  const problems = form.problemsAt(path);
  return (
    <fieldset className="object">
      <legend>{label}</legend>
      {problems.length > 0 && <p className="problem">{problems.join(' ')}</p>}
      {fields.map(([name, field]) => {
        const drawn = (
          <SchemaField
            key={name}
            schema={field}
            path={[...path, name]}
            value={object[name]}
            label={field.title ?? name}
            form={form}
            required={schema.required?.includes(name)}
          />
        );
        if (name !== 'extra') return drawn;
        return (
          <details key={name} className="extra" open={object[name] !== undefined}>
            <summary>{field.title ?? name}</summary>
            {drawn}
          </details>
        );
      })}
      {actions}
    </fieldset>
  );
}

const drawField = (props: FieldProps) => <SchemaField {...props} />;

/** A field drawn from its part of the content's JSON Schema. */
export function SchemaField(props: FieldProps) {
  const { schema } = props;
  if (schema.anyOf) return <UnionField {...props} drawField={drawField} />;
  if (schema.type === 'object' && schema.properties) return <ObjectField {...props} />;
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object')
    return <MapField {...props} drawField={drawField} />;
  if (schema.type === 'array') return <ListField {...props} />;
  if (schema.type === 'object')
    return (
      <div className="field">
        <p className="label">{props.label}</p>
        <p className="help">{words.editInFile.replace('{path}', props.path.join('.'))}</p>
      </div>
    );
  return <ValueField {...props} />;
}
