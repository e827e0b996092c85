import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaField, type FormContext, type Schema } from '../../src/editor/SchemaField';
import { formSections, schema as contentSchema } from '../../src/editor/contentSections';
import { kindOfSchema } from '../../src/editor/jsonKinds';
import { withValueAt } from '../../src/editor/draft';
import type { Json } from '../../src/lib/json';
import words from '../../src/editor/words.json';

// Hundreds of fields are drawn, on a busy machine.
jest.setTimeout(120_000);

/** A value of the schema's shape, as deep as `depth` allows a shape that holds itself. */
function sampleOf(schema: Schema, depth = 0): Json {
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!, depth);
  if (schema.enum) return schema.enum[0]!;
  const kind = kindOfSchema(schema);
  if (kind === 'number') return 1;
  if (kind === 'boolean') return true;
  if (kind === 'null') return null;
  if (kind === 'array') return depth > 3 ? [] : [sampleOf(schema.items ?? {}, depth + 1)];
  if (kind === 'object' && schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, sampleOf(field, depth + 1)]),
    );
  if (kind === 'object')
    return depth > 3 ? {} : { named: sampleOf(schema.additionalProperties as Schema, depth + 1) };
  return 'Some text';
}

/** Every part of the schema once, by the path that first reaches it. */
function* partsOf(
  schema: Schema,
  path: string,
  seen = new Set<Schema>(),
): Generator<[string, Schema]> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield [path, schema];
  for (const [name, field] of Object.entries(schema.properties ?? {}))
    yield* partsOf(field, `${path}.${name}`, seen);
  if (schema.items) yield* partsOf(schema.items, `${path}[]`, seen);
  if (typeof schema.additionalProperties === 'object')
    yield* partsOf(schema.additionalProperties, `${path}.<name>`, seen);
  for (const [index, shape] of (schema.anyOf ?? []).entries())
    yield* partsOf(shape, `${path}|${index}`, seen);
}

const form: FormContext = { change: () => {}, problemsAt: () => [], takenIds: () => new Set() };
const controls = ['textbox', 'combobox', 'checkbox', 'spinbutton', 'button'] as const;

/** What keeps the form from editing a part of the schema drawn alone, or nothing. */
function whyNotEditable(part: Schema): string | undefined {
  const { container, unmount } = render(
    <SchemaField schema={part} path={['part']} value={sampleOf(part)} label="Part" form={form} />,
  );
  try {
    if (within(container).queryByText(words.editInFile.replace('{path}', 'part')))
      return 'left to the file';
    if (controls.every((role) => within(container).queryAllByRole(role).length === 0))
      return 'no control';
    const labels = [...container.querySelectorAll('label, legend, summary')].map(
      (label) => label.textContent,
    );
    const unlabelled = Object.values(part.properties ?? {})
      .map((field) => field.title)
      .filter((title) => !labels.includes(title ?? ''));
    if (unlabelled.length > 0) return `fields not drawn: ${unlabelled.join(', ')}`;
  } finally {
    unmount();
  }
  return undefined;
}

describe('the editor’s form', () => {
  it('edits every field of the content’s schema', () => {
    const notEditable = formSections.flatMap(([name, section]) =>
      [...partsOf(section, name)]
        // A shape of nothing (null) is chosen by its union, and holds nothing to type.
        .filter(([, part]) => kindOfSchema(part) !== 'null')
        .flatMap(([path, part]) => {
          const why = whyNotEditable(part);
          return why ? [`${path}: ${why}`] : [];
        }),
    );
    expect(notEditable).toEqual([]);
  });
});

/** The content's part `name` in a form that holds its value, as the editor's draft does. */
function Section({ name, start }: { name: string; start: Json | undefined }) {
  const [value, setValue] = useState(start);
  const changed: FormContext = {
    change: (path, next) =>
      setValue(
        (now) => (withValueAt({ [name]: now ?? {} }, path, next) as Record<string, Json>)[name],
      ),
    problemsAt: () => [],
    takenIds: () => new Set(),
  };
  const section = contentSchema.properties![name]!;
  return (
    <>
      <SchemaField schema={section} path={[name]} value={value} label={name} form={changed} />
      <output aria-label="draft">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

describe('shapes the form draws', () => {
  const sources = contentSchema.properties!.sources!;
  const github = sources.properties!.github!;
  const [userName, userAndRepositories] = github.anyOf!;

  it('switches GitHub from a user name to a user and the repositories chosen, keeping the name', async () => {
    const user = userEvent.setup();
    render(<Section name="sources" start={{ github: 'someone' }} />);
    const shape = screen.getByRole('combobox', {
      name: words.shapeOf.replace('{field}', github.title!),
    });
    expect(screen.getByRole('textbox', { name: userName!.title })).toHaveValue('someone');
    await user.selectOptions(shape, userAndRepositories!.title!);
    const repositories = userAndRepositories!.properties!.repositories!;
    const userField = userAndRepositories!.properties!.user!;
    expect(screen.getByRole('textbox', { name: userField.title })).toHaveValue('someone');
    const list = screen.getByRole('group', { name: repositories.title });
    await user.click(within(list).getByRole('button', { name: words.add }));
    await user.type(within(list).getByRole('textbox'), 'tool');
    expect(JSON.parse(screen.getByLabelText('draft').textContent!)).toEqual({
      github: { user: 'someone', repositories: ['tool'] },
    });
  });

  it('adds, names, renames and removes one of the owner’s own words', async () => {
    const user = userEvent.setup();
    const ownWords = contentSchema.properties!.words!;
    render(<Section name="words" start={undefined} />);
    const add = screen.getByRole('button', { name: words.addNamed.replace('{field}', 'words') });
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: words.name }), 'greeting');
    const [oneText] = (ownWords.additionalProperties as Schema).anyOf!;
    await user.type(screen.getByRole('textbox', { name: oneText!.title }), 'Hello');
    expect(JSON.parse(screen.getByLabelText('draft').textContent!)).toEqual({ greeting: 'Hello' });
    // A second one may not take the first one's name.
    await user.click(add);
    const second = screen.getAllByRole('textbox', { name: words.name })[1]!;
    await user.type(second, 'greeting');
    expect(second).toHaveAccessibleDescription(words.nameTaken.replace('{name}', 'greeting'));
    expect(Object.keys(JSON.parse(screen.getByLabelText('draft').textContent!))).toEqual([
      'greeting',
      'greetin',
    ]);
    await user.click(
      screen.getByRole('button', { name: words.removeNamed.replace('{name}', 'greeting') }),
    );
    expect(Object.keys(JSON.parse(screen.getByLabelText('draft').textContent!))).toEqual([
      'greetin',
    ]);
  });
});

describe('pictures in the form', () => {
  const sectionsWithPictures = Object.entries(contentSchema.properties!).filter(
    ([, section]) => section.items?.properties?.image,
  );

  it.each(sectionsWithPictures.map(([name]) => name))(
    'removes an entry’s picture in %s, and says none is shown',
    async (name) => {
      const user = userEvent.setup();
      render(<Section name={name} start={[{ id: 'one', image: 'images/one.png' }]} />);
      await user.click(screen.getByRole('button', { name: words.removePicture }));
      expect(JSON.parse(screen.getByLabelText('draft').textContent!)).toEqual([{ id: 'one' }]);
      expect(screen.getByText(words.noPicture)).toBeVisible();
    },
  );

  it('offers no removal of the portrait, which the profile needs', () => {
    const profile = contentSchema.properties!.profile!;
    expect(profile.required).toContain('photo');
    render(<Section name="profile" start={{ photo: 'images/me.png' }} />);
    expect(screen.queryByRole('button', { name: words.removePicture })).toBeNull();
  });
});
