/** @jest-environment node */
import { profile, projects } from '../../src/content';
import { prerenderPage } from '../../src/buildtime/pages/prerender';

describe('rendering outside a browser', () => {
  it('renders the whole page to a string with no window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    const html = prerenderPage();
    expect(html).toContain(`<h1 class="profile__name">${profile.name}</h1>`);
    for (const project of projects) expect(html).toContain(project.title.replace(/&/g, '&amp;'));
  });
});
