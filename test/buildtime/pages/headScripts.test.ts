import { headScripts, inlineScript } from '../../../src/buildtime/pages/headScripts';

/** A function as a head script is written: it uses nothing but its arguments and the browser's. */
function keepArgument(text: string): void {
  (window as unknown as { kept: string }).kept = text;
}

describe('a <head> script emitted as text', () => {
  it.each(['</script><p>after</p>', '</SCRIPT >', '<!-- <script>'])(
    'keeps an argument holding %j inside its <script> element, whole',
    (argument) => {
      const code = inlineScript(keepArgument, argument);
      const page = new DOMParser().parseFromString(
        `<!doctype html><head><script>${code}</script></head><body></body>`,
        'text/html',
      );
      const scripts = page.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(page.body.children).toHaveLength(0);
      new Function(scripts[0]!.textContent)();
      expect((window as unknown as { kept: string }).kept).toBe(argument);
    },
  );
});

describe("the page's <head> scripts", () => {
  it('run one after the other in one page, none declaring a name the next declares too', () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    // The loader asks for the first paint, which jsdom does not time.
    Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
    const { theme, earlyInput, loader } = headScripts([]);
    for (const text of [theme, earlyInput, loader]) {
      const script = document.createElement('script');
      script.textContent = text;
      document.head.append(script);
    }
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});
