import { scriptLoader } from '../../src/buildtime/scriptLoader';

const addedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

const runLoader = (sources: string[]) => new Function(scriptLoader(sources))();

/** A PerformanceObserver that reports paint entries when the test says the browser painted. */
function fakePaintTiming() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    disconnected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint(name: 'first-paint' | 'first-contentful-paint') {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const observer of observers.filter(({ disconnected }) => !disconnected)) {
        observer.callback(list, observer as unknown as PerformanceObserver);
      }
    },
  };
}

describe('the inline script loader', () => {
  const realObserver = window.PerformanceObserver;

  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', {
      value: realObserver,
      configurable: true,
    });
  });

  it('adds the scripts, in order, once the first contentful paint is reported', () => {
    jest.useFakeTimers();
    const paintTiming = fakePaintTiming();
    runLoader(['assets/a.js', 'assets/b.js']);
    paintTiming.paint('first-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual([]);
    paintTiming.paint('first-contentful-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual(['assets/a.js', 'assets/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  it('adds them once, also when the tab is hidden before the page paints', () => {
    jest.useFakeTimers();
    const paintTiming = fakePaintTiming();
    runLoader(['assets/a.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    paintTiming.paint('first-contentful-paint');
    jest.runAllTimers();
    expect(addedScripts()).toEqual(['assets/a.js']);
  });

  it('waits for the next frame to have painted where the browser reports no paint timing', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    runLoader(['assets/a.js']);
    frames.forEach((callback) => callback(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual(['assets/a.js']);
  });

  it('adds them at once in a hidden tab, where no frame is painted', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader(['assets/a.js']);
    expect(addedScripts()).toEqual(['assets/a.js']);
  });
});
