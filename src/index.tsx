import './app/prefetchContact';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/main.scss';
import { Page } from './app/Page';
import { makeStore } from './app/store';
import { followThemeChanges, startingTheme } from './features/theme/themeDocument';

const store = makeStore({ theme: startingTheme() });
followThemeChanges(store.dispatch);

const app = (
  <StrictMode>
    <Page store={store} />
  </StrictMode>
);

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element to render into.');
  if (container.hasChildNodes()) {
    // The production build prerenders the page; hydrating in a transition lets the browser paint
    // and answer input between chunks of work instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // Only a build that counts visits has this chunk: the page's first-load scripts never grow.
  if (ANALYTICS_SETTINGS)
    void import(/* webpackChunkName: "analytics" */ './lib/analytics/countVisits').then(
      (counting) => counting.countVisits(),
    );
}

// The loader in <head> can run this before the parser has reached the end of the page.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
