import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { editorApi } from './editorApi';
import words from './words.json';

const container = document.getElementById('editor')!;
const root = createRoot(container);
root.render(<p>{words.loading}</p>);
editorApi.load().then(
  (loaded) => {
    if ('problem' in loaded) return root.render(<p role="alert">{loaded.problem}</p>);
    const { file, content, original, languages, ...checked } = loaded;
    root.render(
      <StrictMode>
        <Editor
          file={file}
          loaded={content}
          original={original}
          languages={languages}
          loadedCheck={checked}
        />
      </StrictMode>,
    );
  },
  () => root.render(<p role="alert">{words.failed}</p>),
);
