/**
 * The Fast Refresh glue of `npm start` (src/buildtime/webpack/fastRefresh/), run as webpack runs it:
 * each module executes through the handlers of `__webpack_require__.i`, and an update is applied as
 * webpack's hot module replacement applies it (test/support/hotModules.ts).
 */
import { hotModules, type HotModules } from '../../../support/hotModules';

const Card = () => null;
const Badge = () => null;

let modules: HotModules;
beforeEach(() => {
  modules = hotModules();
});
afterEach(() => jest.restoreAllMocks());

describe('what is a refresh boundary', () => {
  it('a module whose exports are all components accepts its own updates', () => {
    const card = modules.execute('./Card.tsx', { exports: { Card, Badge } });
    expect(card.hot.accepted).toBeTruthy();
  });

  it('a module with no exports, or any export that is no component, is none', () => {
    expect(modules.execute('./empty.ts', { exports: {} }).hot.accepted).toBeFalsy();
    const mixed = modules.execute('./Card.tsx', { exports: { Card, size: 3 } });
    expect(mixed.hot.accepted).toBeFalsy();
  });

  it('a module the transform left alone (node_modules) is none, even of components', () => {
    const library = modules.execute('./node_modules/ui/Card.js', {
      exports: { Card },
      transformed: false,
    });
    expect(library.hot.accepted).toBeFalsy();
  });
});

describe('an update', () => {
  it('of a boundary re-renders in place with one refresh', async () => {
    modules.execute('./Card.tsx', { exports: { Card } });
    modules.execute('./Badge.tsx', { exports: { Badge } });
    expect(await modules.update('./Card.tsx', { exports: { Card } })).toBe('in place');
    expect(await modules.update('./Badge.tsx', { exports: { Badge } })).toBe('in place');
    await modules.refreshed();
    expect(modules.refreshCount()).toBe(1);
  });

  it('that adds, removes or renames an export goes up to the importers', async () => {
    modules.execute('./Card.tsx', { exports: { Card } });
    expect(await modules.update('./Card.tsx', { exports: { Card, Badge } })).toBe(
      'up to importers',
    );
    modules.execute('./Badge.tsx', { exports: { Badge } });
    expect(await modules.update('./Badge.tsx', { exports: { Renamed: Badge } })).toBe(
      'up to importers',
    );
  });

  it('that makes a boundary export something else goes up to the importers', async () => {
    modules.execute('./Card.tsx', { exports: { Card } });
    expect(await modules.update('./Card.tsx', { exports: { Card, size: 3 } })).toBe(
      'up to importers',
    );
  });

  it('of a module that is no boundary goes up to the importers', async () => {
    modules.execute('./slice.ts', { exports: { size: 3 } });
    expect(await modules.update('./slice.ts', { exports: { size: 4 } })).toBe('up to importers');
  });
});

describe('a module that throws while it updates', () => {
  it('is reported, in the console and to the page, and the page is not reloaded', async () => {
    const shown = modules.errorsShown();
    modules.execute('./Card.tsx', { exports: { Card } });
    const error = new Error('Card broke');
    expect(await modules.update('./Card.tsx', { throws: error })).toBe('in place');
    expect(shown).toEqual([error]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('./Card.tsx'));
  });

  it('updates in place once it is fixed, as often as it breaks', async () => {
    modules.errorsShown();
    modules.execute('./Card.tsx', { exports: { Card } });
    for (let edit = 0; edit < 2; edit++) {
      await modules.update('./Card.tsx', { throws: new Error('Card broke') });
      expect(await modules.update('./Card.tsx', { exports: { Card } })).toBe('in place');
      await modules.refreshed();
    }
    expect(modules.refreshCount()).toBe(2);
  });

  it('that is fixed with another export set goes up to the importers', async () => {
    modules.errorsShown();
    modules.execute('./Card.tsx', { exports: { Card } });
    await modules.update('./Card.tsx', { throws: new Error('Card broke') });
    expect(await modules.update('./Card.tsx', { exports: { Card, Badge } })).toBe(
      'up to importers',
    );
  });
});

describe('an async module (top-level await)', () => {
  it('is a boundary once its exports are there', async () => {
    const card = modules.execute('./Card.tsx', { exports: Promise.resolve({ Card }) });
    await modules.settled();
    expect(card.hot.accepted).toBeTruthy();
  });

  it('updates in place, and recovers in place from a rejected update', async () => {
    const shown = modules.errorsShown();
    modules.execute('./Card.tsx', { exports: Promise.resolve({ Card }) });
    await modules.settled();
    const error = new Error('Card broke');
    await modules.update('./Card.tsx', { exports: Promise.reject(error) });
    expect(shown).toEqual([error]);
    expect(await modules.update('./Card.tsx', { exports: Promise.resolve({ Card }) })).toBe(
      'in place',
    );
    await modules.refreshed();
    expect(modules.refreshCount()).toBe(1);
  });
});

describe('without hot module replacement', () => {
  it('says that Fast Refresh is off, and why', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    hotModules({ withHotModuleReplacement: false });
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/Fast Refresh is off.*hot module replacement/),
    );
  });
});
