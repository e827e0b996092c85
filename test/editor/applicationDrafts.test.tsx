import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import applicationSchema from '../../src/content/schemas/application.json';
import { ApplicationsEditor } from '../../src/editor/applications/ApplicationsEditor';
import words from '../../src/editor/words.json';
import { fakeServer } from './support/fakeServer';

// A PDF's pages are drawn by pdf.js in a worker (an ES module jest cannot load); these drawings
// have no PDF.
jest.mock('../../src/editor/applications/PdfPages', () => ({ PdfPages: () => null }));
// The form is drawn again at each keystroke, on a busy machine.
jest.setTimeout(60_000);

const text = words.applications;
const posting = 'We want Rust (a posting of this test’s own).';
const postingField = () =>
  screen.getByRole('textbox', { name: applicationSchema.properties.posting.title });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a new application, not saved yet', () => {
  it('is offered back after a reload, as begun from its posting', async () => {
    fakeServer({
      '/api/application/new': ({ body }) => ({
        json: { id: 'rust-shop', application: { posting: (body as { posting: string }).posting } },
      }),
      '/api/application/draft': () => ({
        json: { issues: [], problems: [], requirements: [], evidence: [] },
      }),
      '/api/application?': () => ({ status: 404, json: { problem: 'There is no such file.' } }),
    });
    const list = { folder: 'applications', applications: [], entries: [] };
    const first = render(<ApplicationsEditor list={list} />);
    // Pasted, as an owner gives a posting.
    await userEvent.click(screen.getByRole('textbox', { name: text.pastePosting }));
    await userEvent.paste(posting);
    await userEvent.click(screen.getByRole('button', { name: text.start }));
    await screen.findByRole('heading', { name: text.editing.replace('{id}', 'rust-shop') });
    first.unmount();

    render(<ApplicationsEditor list={list} />);
    await userEvent.click(await screen.findByRole('button', { name: words.restoreDraft }));
    expect(postingField()).toHaveValue(posting);
  });
});
