import userEvent from '@testing-library/user-event';
import { hydratedEvent } from '../../src/app/hydration';
import { headScripts } from '../../src/buildtime/pages/headScripts';

/** What a page looks like before it hydrates: prerendered buttons with no handler yet. */
const prerendered = `
  <div id="root">
    <section id="about"><button type="button">About button</button></section>
    <section id="projects">
      <button type="button" id="filter-tab-all">All</button>
      <button type="button">First</button>
      <button type="button">Second</button>
    </section>
  </div>`;

/**
 * Runs the script as the build emits it into <head>. Each button gets a "hydrated" handler only
 * when `hydrate` is called, which records its activations, then announces hydration.
 */
function pageWithEarlyInputHeld() {
  document.body.innerHTML = prerendered;
  new Function(headScripts([]).earlyInput)();
  const activations: string[] = [];
  return {
    activations,
    hydrate(beforeAnnouncing?: () => void) {
      beforeAnnouncing?.();
      for (const button of document.querySelectorAll('button')) {
        button.addEventListener('click', () => activations.push(button.textContent ?? ''));
      }
      document.dispatchEvent(new Event(hydratedEvent));
    },
  };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('the <head> script that holds taps made before the page has hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('holds taps until hydration, then replays them in order', async () => {
    const user = userEvent.setup();
    const page = pageWithEarlyInputHeld();
    await user.click(button('Second'));
    await user.click(button('About button'));
    await user.click(button('All'));
    expect(page.activations).toEqual([]);

    page.hydrate();
    expect(page.activations).toEqual(['Second', 'About button', 'All']);
  });

  it('holds a keyboard activation (Enter or Space on a focused button)', async () => {
    const user = userEvent.setup();
    const page = pageWithEarlyInputHeld();
    button('First').focus();
    await user.keyboard('{Enter}');
    button('Second').focus();
    await user.keyboard(' ');
    page.hydrate();
    expect(page.activations).toEqual(['First', 'Second']);
  });

  it('activates the successor of a held button that was rendered afresh before replay', async () => {
    const user = userEvent.setup();
    const page = pageWithEarlyInputHeld();
    await user.click(button('Second'));
    await user.click(button('All'));
    page.hydrate(() => {
      // A client render replaces the prerendered nodes with new ones in the same places.
      document.getElementById('projects')!.innerHTML =
        '<button type="button" id="filter-tab-all">All</button><button type="button">First</button><button type="button">Second</button>';
    });
    expect(page.activations).toEqual(['Second', 'All']);
  });

  it('reports a held tap whose button is gone, rather than dropping it unseen', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = pageWithEarlyInputHeld();
    await user.click(button('About button'));
    page.hydrate(() => {
      document.getElementById('about')!.innerHTML = '<p>This part could not be shown.</p>';
    });
    expect(page.activations).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#about'));
  });

  it('lets taps through untouched once the page has hydrated', async () => {
    const user = userEvent.setup();
    const page = pageWithEarlyInputHeld();
    page.hydrate();
    await user.click(button('First'));
    expect(page.activations).toEqual(['First']);
  });
});
