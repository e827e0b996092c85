import { headScripts } from '../../src/buildtime/pages/headScripts';

const addedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** Runs the loader exactly as the build emits it into <head>. */
const runLoader = (sources: string[]) => new Function(headScripts(sources).loader)();

/** Frames the test runs by hand. */
function manualFrames() {
  const pending: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.push(callback);
    return pending.length;
  });
  return {
    run() {
      pending.splice(0).forEach((callback) => callback(0));
    },
  };
}

/** Paint timing whose first contentful paint the test records by hand. */
function paintTiming() {
  const entries: PerformanceEntry[] = [];
  Object.defineProperty(performance, 'getEntriesByName', {
    value: (name: string) => entries.filter((entry) => entry.name === name),
    configurable: true,
  });
  return {
    recordFirstContentfulPaint() {
      entries.push({ name: 'first-contentful-paint' } as PerformanceEntry);
    },
  };
}

describe("the <head> script that loads the page's scripts", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
    delete (performance as Partial<Performance>).getEntriesByName;
  });

  it('adds the scripts, in order, in the first frame after the first contentful paint', () => {
    const frames = manualFrames();
    const paint = paintTiming();
    runLoader(['assets/a.js', 'assets/b.js']);
    frames.run();
    frames.run();
    expect(addedScripts()).toEqual([]);
    paint.recordFirstContentfulPaint();
    frames.run();
    expect(addedScripts()).toEqual(['assets/a.js', 'assets/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  it('adds them once, also when the tab is hidden before the page paints', () => {
    const frames = manualFrames();
    const paint = paintTiming();
    runLoader(['assets/a.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(addedScripts()).toEqual(['assets/a.js']);
    paint.recordFirstContentfulPaint();
    frames.run();
    expect(addedScripts()).toEqual(['assets/a.js']);
  });

  it('adds them after 30 frames when the browser records no contentful paint', () => {
    const frames = manualFrames();
    paintTiming();
    runLoader(['assets/a.js']);
    for (let frame = 1; frame < 30; frame += 1) frames.run();
    expect(addedScripts()).toEqual([]);
    frames.run();
    expect(addedScripts()).toEqual(['assets/a.js']);
  });

  it('adds them at once in a hidden tab, where no frame is painted', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader(['assets/a.js']);
    expect(addedScripts()).toEqual(['assets/a.js']);
  });
});
