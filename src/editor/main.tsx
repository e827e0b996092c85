import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { editorApi } from './editorApi';
import words from './words.json';

const container = document.getElementById('editor')!;
const root = createRoot(container);
root.render(<p>{words.loading}</p>);
editorApi.load().then(
  ({ file, content, ...checked }) =>
    root.render(
      <StrictMode>
        <Editor file={file} loaded={content} loadedCheck={checked} />
      </StrictMode>,
    ),
  () => root.render(<p role="alert">{words.failed}</p>),
);
