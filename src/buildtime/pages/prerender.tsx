import { renderToString } from 'react-dom/server';
import { Page } from '../../app/Page';
import { makeStore } from '../../app/store';

/** The whole page as HTML, from the same tree the client hydrates (src/index.tsx). */
export function prerenderPage(): string {
  return renderToString(<Page store={makeStore()} />);
}
