import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { makeStore } from '../app/store';

/** The whole page as HTML, from the same tree the client hydrates (src/index.tsx). */
export function prerenderApp(): string {
  return renderToString(
    <AppProviders store={makeStore()}>
      <App />
    </AppProviders>,
  );
}
