import { scriptLoader } from '../../src/buildtime/scriptLoader';

const addedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the inline script loader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('adds the scripts, in order, only after the next frame has painted', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    new Function(scriptLoader(['assets/a.js', 'assets/b.js']))();
    expect(addedScripts()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(addedScripts()).toEqual([]);
    jest.runAllTimers();
    expect(addedScripts()).toEqual(['assets/a.js', 'assets/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
    jest.useRealTimers();
  });

  it('adds them at once in a hidden tab, where no frame is painted', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(scriptLoader(['assets/a.js']))();
    expect(addedScripts()).toEqual(['assets/a.js']);
  });
});
