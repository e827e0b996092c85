import { render, screen, within } from '@testing-library/react';
import applicationJsonSchema from '../../src/content/schemas/application.json';
import { schema as contentSchema } from '../../src/editor/contentSections';
import { SchemaField, type FormContext, type Schema } from '../../src/editor/SchemaField';
import words from '../../src/editor/words.json';

const form: FormContext = { change: () => {}, problemsAt: () => [], takenIds: () => new Set() };
const schemas = { content: contentSchema, application: applicationJsonSchema as Schema };

/** Every object of a schema with fields, once each. */
function* objectsOf(schema: Schema, seen = new Set<Schema>()): Generator<Schema> {
  if (seen.has(schema)) return;
  seen.add(schema);
  if (schema.properties) yield schema;
  for (const inner of [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
  ])
    yield* objectsOf(inner, seen);
}

describe.each(Object.entries(schemas))(
  'the %s form, for a field the file leaves out',
  (_, schema) => {
    const objects = [...objectsOf(schema)];

    it('shows a yes or no as its default makes it', () => {
      const booleans = objects.flatMap((object) =>
        Object.values(object.properties!).filter((field) => field.type === 'boolean'),
      );
      expect(booleans.length).toBeGreaterThan(0);
      for (const field of booleans) {
        const { unmount } = render(
          <SchemaField
            schema={field}
            path={['field']}
            value={undefined}
            label={field.title!}
            form={form}
          />,
        );
        const box = screen.getByRole('checkbox', { name: field.title });
        if (field.default === true) expect(box).toBeChecked();
        else expect(box).not.toBeChecked();
        unmount();
      }
    });

    it('offers the default only for a choice the build can do without', () => {
      for (const object of objects) {
        const choices = Object.entries(object.properties!).filter(([, field]) => field.enum);
        if (choices.length === 0) continue;
        const { unmount } = render(
          <SchemaField schema={object} path={['object']} value={{}} label="Object" form={form} />,
        );
        for (const [name, field] of choices) {
          const needed = object.required?.includes(name) && field.default === undefined;
          const choice = screen.getByRole('combobox', { name: field.title });
          const unset = within(choice).queryByRole('option', { name: words.unset });
          if (needed) {
            expect(unset).not.toBeInTheDocument();
            expect(within(choice).getByRole('option', { name: words.choose })).toHaveProperty(
              'selected',
              true,
            );
          } else expect(unset).toHaveProperty('selected', true);
        }
        unmount();
      }
    });
  },
);
