import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApplicationsEditor } from './applications/ApplicationsEditor';
import { applicationApi } from './applications/applicationApi';
import { Editor } from './Editor';
import { editorApi } from './editorApi';
import { FormBoundary } from './FormBoundary';
import { isApplicationsView } from './ViewSwitch';
import words from './words.json';

// The secret leaves the address bar and the history: the cookie the page set carries it now.
const address = new URL(window.location.href);
if (address.searchParams.has('token')) {
  address.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', address);
}

const container = document.getElementById('editor')!;
const root = createRoot(container);
root.render(<p>{words.loading}</p>);
const refused = (problem: string) => root.render(<p role="alert">{problem}</p>);
/** A part of the editor that fails to draw leaves the line saying so; the tab keeps the draft. */
const shown = (view: ReactNode) =>
  root.render(
    <StrictMode>
      <FormBoundary>{view}</FormBoundary>
    </StrictMode>,
  );
if (isApplicationsView())
  void applicationApi
    .list()
    .then((list) =>
      'problem' in list ? refused(list.problem) : shown(<ApplicationsEditor list={list} />),
    );
else
  void editorApi.load().then((loaded) => {
    if ('problem' in loaded) return refused(loaded.problem);
    const { file, content, version, original, languages, ...checked } = loaded;
    shown(
      <Editor
        file={file}
        loaded={content}
        version={version}
        original={original}
        languages={languages}
        loadedCheck={checked}
      />,
    );
  });
