import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '../../src/editor/Editor';
import { schema } from '../../src/editor/contentSections';
import { withValueAt } from '../../src/editor/draft';
import type { Json } from '../../src/lib/json';
import words from '../../src/editor/words.json';
import { fakeServer, type FakeAnswer } from './support/fakeServer';

// The whole form is drawn at each keystroke, on a busy machine.
jest.setTimeout(120_000);

const profile = schema.properties!.profile!;
/** The test's own content: a name, which the tests type on. */
const loaded: Json = { profile: { name: 'Rowan' } };
const language = { tag: 'en', dir: 'ltr' as const, file: 'owner/portfolio.json', original: true };

// The editor's page is in the editor's language (editBundle.ts).
beforeEach(() => (document.documentElement.lang = 'en'));

const editor = () => (
  <Editor
    file="owner/portfolio.json"
    loaded={loaded}
    version="v1"
    languages={[language]}
    loadedCheck={{ issues: [] }}
  />
);
const profileField = (name: string) =>
  within(screen.getByRole('group', { name: profile.title })).getAllByRole('textbox', { name })[0]!;
const nameField = () => profileField(profile.properties!.name!.title!);
const checkedFine = { json: { issues: [] } };
const savedAs = (content: Json): FakeAnswer => ({
  json: { written: true, content, version: 'v2', unusedPictures: [] },
});
const saveButton = () => screen.getByRole('button', { name: words.save });

describe('the editor, when its server fails it', () => {
  it('says a save did not reach a stopped server, and keeps what was typed', async () => {
    fakeServer({ '/api/': () => 'unreachable' });
    render(editor());
    await userEvent.type(nameField(), ' A');
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.serverGone));
    expect(nameField()).toHaveValue('Rowan A');
  });

  it('shows the server’s line for a check that failed, and the form stays', async () => {
    const line = 'Typst stopped: a font is missing (a line of this test’s own).';
    fakeServer({ '/api/draft': () => ({ status: 500, json: { problem: line } }) });
    render(editor());
    await userEvent.type(nameField(), ' A');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(line));
    expect(nameField()).toHaveValue('Rowan A');
  });

  it('says a save answered with no JSON was not saved, with its status', async () => {
    fakeServer({
      '/api/draft': () => checkedFine,
      '/api/save': () => ({ status: 502, text: '' }),
    });
    render(editor());
    await userEvent.type(nameField(), ' A');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        words.unreadableAnswer.replace('{status}', '502'),
      ),
    );
    expect(nameField()).toHaveValue('Rowan A');
  });
});

describe('the editor’s draft', () => {
  it('keeps what is typed while a save is on its way', async () => {
    let answer: (saved: FakeAnswer) => void = () => {};
    const { asked } = fakeServer({
      '/api/draft': () => checkedFine,
      '/api/save': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    render(editor());
    await userEvent.type(nameField(), ' A');
    await userEvent.click(saveButton());
    await userEvent.type(nameField(), 'da');
    const sent = asked.find((each) => each.path.startsWith('/api/save'))!.body as {
      draft: Json;
    };
    // Another tab's title was in the file: the save merged it in.
    const title = 'Engineer (from another tab)';
    await act(async () => answer(savedAs(withValueAt(sent.draft, ['profile', 'title'], title))));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.saved));
    expect(nameField()).toHaveValue('Rowan Ada');
    expect(profileField(profile.properties!.title!.title!)).toHaveValue(title);
  });

  it('is offered back after a reload, until it is restored or discarded', async () => {
    fakeServer({ '/api/': () => 'unreachable' });
    const first = render(editor());
    await userEvent.type(nameField(), ' A');
    first.unmount();

    const second = render(editor());
    expect(screen.getByRole('alert')).toHaveTextContent(words.keptDraft);
    expect(nameField()).toHaveValue('Rowan');
    await userEvent.click(screen.getByRole('button', { name: words.restoreDraft }));
    expect(nameField()).toHaveValue('Rowan A');
    expect(screen.queryByText(words.keptDraft)).not.toBeInTheDocument();
    second.unmount();

    render(editor());
    await userEvent.click(screen.getByRole('button', { name: words.discardDraft }));
    expect(nameField()).toHaveValue('Rowan');
    expect(screen.queryByText(words.keptDraft)).not.toBeInTheDocument();
  });

  it('is no longer kept once it is saved', async () => {
    fakeServer({
      '/api/draft': () => checkedFine,
      '/api/save': ({ body }) => savedAs((body as { draft: Json }).draft),
    });
    const first = render(editor());
    await userEvent.type(nameField(), ' A');
    first.unmount();

    const second = render(editor());
    await userEvent.click(screen.getByRole('button', { name: words.restoreDraft }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.saved));
    second.unmount();

    render(editor());
    expect(screen.queryByText(words.keptDraft)).not.toBeInTheDocument();
  });
});
