import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/main.scss';
import { Page } from './app/Page';
import { makeStore } from './app/store';
import { prefetchContactChunk } from './features/contact/contactLoader';
import { readDocumentTheme } from './features/theme/themeDocument';

prefetchContactChunk();

const store = makeStore({ theme: { mode: readDocumentTheme() } });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

const app = (
  <StrictMode>
    <Page store={store} />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The production build prerenders the page; hydrating in a transition lets the browser paint and
  // answer input between chunks of work instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
