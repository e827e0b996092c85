import { prerenderPage } from '../../src/buildtime/pages/prerender';
import { headScripts } from '../../src/buildtime/pages/headScripts';
import { pageDataBlock } from '../../src/buildtime/pages/document';
import { contentGlobals, scriptData } from '../../src/buildtime/pages/siteContentDefinition';
import { content, words } from '../../src/content';
import { themeStorageKey } from '../../src/features/theme/themeDocument';
import { shownProjectFilters, filterLabels } from '../../src/features/projects/projectsSlice';
import { checkedFixture } from '../support/checkedContent';

import { fireEvent, screen } from '@testing-library/dom';

type Act = typeof import('react').act;

// Each test loads the whole page afresh (isolateModulesAsync), transpiling it on the first: on CI's
// two cores under a load of 17 the first took over 5 s (jest's default). Processor time, no race.
jest.setTimeout(30_000);

const islands = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll<HTMLElement>('[data-static]')].map((island) => [
      island.dataset.static,
      island.innerHTML,
    ]),
  );

/**
 * The page as a production build serves it: the prerender's HTML and the page's data, hydrated by
 * scripts that read only that data (CONTENT_IN_HTML), loaded afresh without the content's globals.
 */
async function hydratePrerenderedPage() {
  const html = prerenderPage();
  const data = scriptData(checkedFixture());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  document.body.insertAdjacentHTML('beforeend', pageDataBlock(data));
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const before = islands(container);

  // Until afterEach: the scripts read CONTENT_IN_HTML whenever they render.
  Object.assign(globalThis, {
    CONTENT_IN_HTML: true,
    SITE_CONTENT: undefined,
    CONTACT_WORDS: undefined,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  let act!: Act;
  await jest.isolateModulesAsync(async () => {
    const react = await import('react');
    act = react.act;
    const { StrictMode } = react;
    const { hydrateRoot } = await import('react-dom/client');
    const { Page } = await import('../../src/app/Page');
    const { makeStore } = await import('../../src/app/store');
    const { startingTheme } = await import('../../src/features/theme/themeDocument');
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <Page store={makeStore({ theme: startingTheme() })} />
        </StrictMode>,
      );
    });
    // The section bar measures the page in the frame after hydration.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  });
  return { container, before, data, act };
}

/** Runs the theme's <head> script; what it listens for is forgotten after the test. */
function runThemeScriptInHead() {
  const listening = jest.spyOn(document, 'addEventListener');
  new Function(headScripts([]).theme)();
  const listeners = [...listening.mock.calls];
  listening.mockRestore();
  forgetAfterTest.push(() => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  });
}
const forgetAfterTest: (() => void)[] = [];

describe('hydrating the prerendered page', () => {
  afterEach(() => {
    Object.assign(globalThis, contentGlobals(checkedFixture()));
    document.body.innerHTML = '';
    document.documentElement.className = '';
    window.localStorage.clear();
    forgetAfterTest.splice(0).forEach((forget) => forget());
    jest.restoreAllMocks();
  });

  it('adopts the content’s HTML as it is, without a warning, even when the visitor saved dark', async () => {
    window.localStorage.setItem(themeStorageKey, 'dark');
    runThemeScriptInHead(); // before the page is parsed
    const consoleError = jest.spyOn(console, 'error');
    const consoleWarn = jest.spyOn(console, 'warn');
    const { container, before } = await hydratePrerenderedPage();

    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    const themeSwitch = screen.getByRole('switch', { name: words.darkTheme });
    expect(themeSwitch).toBeChecked();
    // Hydration adds the contact dialog after the page; what was prerendered stays as it was.
    // Every island holds what the prerender wrote, though the scripts had none of it.
    expect(islands(container)).toEqual(before);
    expect(Object.keys(before).length).toBeGreaterThan(0);
  });

  it('hydrates from page data that carries none of the content’s text', async () => {
    const { data } = await hydratePrerenderedPage();
    const scriptContent = JSON.stringify(data.content);
    const texts = [
      content.profile.name,
      content.about.summary,
      ...Object.values(content.entries).flatMap((views) => views.map((view) => view.title)),
      ...content.education.flatMap((entry) => entry.units.map((unit) => unit.name)),
      ...content.projects.flatMap((project) => [project.title, ...project.description]),
    ];
    const ids = new Set(scriptContent.match(/"id":"[^"]*"/g));
    for (const text of texts.filter((text) => !ids.has(`"id":"${text}"`))) {
      expect(scriptContent).not.toContain(text);
    }
  });

  it('keeps every card’s content through filtering, and opens a units list', async () => {
    const { act } = await hydratePrerenderedPage();
    const [, category] = shownProjectFilters;
    if (category) {
      await act(async () =>
        fireEvent.click(screen.getByRole('tab', { name: filterLabels[category] })),
      );
      const shown = content.projects.filter((project) => project.category === category);
      expect(
        screen.getAllByRole('heading', {
          level: 3,
          name: (name) => shown.some((p) => p.title === name),
        }),
      ).toHaveLength(shown.length);
      await act(async () => fireEvent.click(screen.getByRole('tab', { name: filterLabels.all })));
      for (const project of content.projects) {
        expect(screen.getByRole('heading', { level: 3, name: project.title })).toBeInTheDocument();
      }
    }
    const withUnits = content.education.find((entry) => entry.units.length > 0);
    if (withUnits) {
      const [button] = screen.getAllByRole('button', { name: words.viewUnits });
      await act(async () => fireEvent.click(button!));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(withUnits.units[0]!.name)).toBeVisible();
    }
  });
});
