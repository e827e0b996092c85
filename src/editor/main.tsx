import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApplicationsEditor } from './applications/ApplicationsEditor';
import { applicationApi } from './applications/applicationApi';
import { Editor } from './Editor';
import { editorApi } from './editorApi';
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
const failed = () => root.render(<p role="alert">{words.failed}</p>);
if (isApplicationsView())
  applicationApi.list().then(
    (list) =>
      root.render(
        <StrictMode>
          <ApplicationsEditor list={list} />
        </StrictMode>,
      ),
    failed,
  );
else
  editorApi.load().then((loaded) => {
    if ('problem' in loaded) return root.render(<p role="alert">{loaded.problem}</p>);
    const { file, content, version, original, languages, ...checked } = loaded;
    root.render(
      <StrictMode>
        <Editor
          file={file}
          loaded={content}
          version={version}
          original={original}
          languages={languages}
          loadedCheck={checked}
        />
      </StrictMode>,
    );
  }, failed);
