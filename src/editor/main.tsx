import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { editorApi } from './editorApi';
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
editorApi.load().then(
  (loaded) => {
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
  },
  () => root.render(<p role="alert">{words.failed}</p>),
);
