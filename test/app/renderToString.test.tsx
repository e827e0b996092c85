/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { App } from '../../src/app/App';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore } from '../../src/app/store';
import { profile, projects } from '../../src/content';

describe('rendering outside a browser', () => {
  it('renders the whole page to a string with no window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <AppProviders store={makeStore()}>
        <App />
      </AppProviders>,
    );
    expect(html).toContain(`<h1 class="profile__name">${profile.name}</h1>`);
    for (const project of projects) expect(html).toContain(project.title.replace(/&/g, '&amp;'));
  });
});
