import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormBoundary } from '../../src/editor/FormBoundary';
import words from '../../src/editor/words.json';

/** A part of a form that fails to draw a value of this test's own. */
const failing = 'boom';
function Fragile({ value }: { value: string }) {
  if (value.includes(failing)) throw new Error(`cannot draw “${value}”`);
  return <p>{value}</p>;
}

/** A draft held above the boundary, as the editor's forms hold theirs. */
function Form() {
  const [draft, setDraft] = useState('');
  return (
    <>
      <label>
        Draft
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <FormBoundary>
        <Fragile value={draft} />
      </FormBoundary>
    </>
  );
}

describe('the editor’s form boundary', () => {
  it('says a part failed to draw, keeps the draft, and draws it again when asked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Form />);
    const draft = screen.getByRole('textbox', { name: 'Draft' });
    await userEvent.type(draft, failing);
    expect(screen.getByRole('alert')).toHaveTextContent(
      words.formFailed.replace('{error}', `cannot draw “${failing}”`),
    );
    expect(draft).toHaveValue(failing);
    await userEvent.clear(draft);
    await userEvent.type(draft, 'fine');
    await userEvent.click(screen.getByRole('button', { name: words.tryAgain }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
