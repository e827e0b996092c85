import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaField, type FormContext, type Schema } from '../../src/editor/SchemaField';
import { withValueAt } from '../../src/editor/draft';
import type { Json } from '../../src/lib/json';
import words from '../../src/editor/words.json';

/** A list field of the test's own schema, holding its draft as the editor does. */
function ListOf({ schema, start }: { schema: Schema; start: Json[] }) {
  const [draft, setDraft] = useState<Json>({ list: start });
  const form: FormContext = {
    change: (path, value) => setDraft((now) => withValueAt(now, path, value)),
    problemsAt: () => [],
    takenIds: () => new Set(),
  };
  return (
    <SchemaField
      schema={schema}
      path={['list']}
      value={(draft as { list: Json[] }).list}
      label="Lines"
      form={form}
    />
  );
}

const lines = { type: 'array', items: { type: 'string' } } as Schema;
const multiLine = 'A first line\nand a second';

// The first render of the form takes a while on a busy machine.
jest.setTimeout(30_000);

describe('the editor’s lists', () => {
  it('keeps a multi-line text in its text area when it is moved, its line breaks too', async () => {
    const user = userEvent.setup();
    render(<ListOf schema={lines} start={[multiLine, 'Short']} />);
    const [moveDown] = screen.getAllByRole('button', { name: words.moveDown });
    await user.click(moveDown!);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['Short', multiLine]);
    expect(boxes.map((box) => box.tagName)).toEqual(['INPUT', 'TEXTAREA']);
    // Typed on at its end, it keeps its lines.
    await user.type(boxes[1]!, '!');
    expect((screen.getAllByRole('textbox')[1] as HTMLTextAreaElement).value).toBe(`${multiLine}!`);
  });

  it('keeps each entry’s fields with it through a removal before it and a move', async () => {
    const user = userEvent.setup();
    const entries = {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', title: 'Id' },
          note: { type: 'string', title: 'Note' },
        },
      },
    } as Schema;
    render(
      <ListOf
        schema={entries}
        start={[
          { id: 'a', note: 'one' },
          { id: 'b', note: multiLine },
          { id: 'c', note: 'three' },
        ]}
      />,
    );
    const notes = () =>
      screen
        .getAllByRole('textbox', { name: 'Note' })
        .map((note) => [note.tagName, (note as HTMLInputElement).value]);
    await user.click(screen.getAllByRole('button', { name: words.remove })[0]!);
    expect(notes()).toEqual([
      ['TEXTAREA', multiLine],
      ['INPUT', 'three'],
    ]);
    await user.click(screen.getAllByRole('button', { name: words.moveDown })[0]!);
    expect(notes()).toEqual([
      ['INPUT', 'three'],
      ['TEXTAREA', multiLine],
    ]);
  });
});
