import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import applicationSchema from '../../src/content/schemas/application.json';
import { ApplicationForm } from '../../src/editor/applications/ApplicationForm';
import type { Json } from '../../src/lib/json';
import words from '../../src/editor/words.json';
import { fakeServer } from './support/fakeServer';

// A PDF's pages are drawn by pdf.js in a worker (an ES module jest cannot load); these drawings
// have no PDF.
jest.mock('../../src/editor/applications/PdfPages', () => ({ PdfPages: () => null }));
// The form is drawn again at each keystroke, on a busy machine.
jest.setTimeout(60_000);

const text = words.applications;
/** The test's own application and what its drawing shows: one requirement. */
const loaded: Json = { posting: 'We want Rust.' };
const requirement = 'Rust (this test’s own)';
const drawn = {
  issues: [],
  problems: [],
  requirements: [{ text: requirement, kind: 'required', by: [], leftOut: [] }],
  evidence: [],
};

describe('an application’s drawing', () => {
  it('says why a drawing came to nothing, and draws the next change', async () => {
    let drawings = 0;
    fakeServer({
      '/api/application/draft': () => (++drawings === 1 ? 'unreachable' : { json: drawn }),
    });
    render(
      <ApplicationForm
        id="rust-shop"
        loaded={loaded}
        version="v1"
        entries={[]}
        onSaved={() => {}}
        onListChanged={() => {}}
      >
        {null}
      </ApplicationForm>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(words.serverGone);
    await userEvent.type(
      screen.getByRole('textbox', { name: applicationSchema.properties.posting.title }),
      ' And Go.',
    );
    expect(await screen.findByText(requirement)).toBeInTheDocument();
    expect(screen.queryByText(words.serverGone)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.requirements })).toBeInTheDocument();
  });
});
