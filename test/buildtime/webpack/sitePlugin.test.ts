/** @jest-environment node */
import webpack from 'webpack';
import { SitePlugin } from '../../../src/buildtime/webpack/sitePlugin';
import { StageTimes } from '../../../src/buildtime/webpack/stageTimes';
import type { BuildSettings } from '../../../src/buildtime/settings/buildSettings';
import type { Look } from '../../../src/buildtime/look/look';
import { projectPaths } from '../../../src/buildtime/settings/projectPaths';

/** What the plugin reads of the settings when a build is done. */
const settings = {
  contentFile: projectPaths.sample.content,
  contact: { reachedBy: 'mailto' },
} as BuildSettings;
const doneBuild = { hasErrors: () => false } as webpack.Stats;

const listenersAtStart = process.listeners('beforeExit');
const addedListeners = () =>
  process.listeners('beforeExit').filter((each) => !listenersAtStart.includes(each));

afterEach(() => {
  for (const listener of addedListeners()) process.removeListener('beforeExit', listener);
  jest.restoreAllMocks();
});

describe('SitePlugin', () => {
  it('says what is left to replace once when the process ends, however often it compiled', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const plugin = new SitePlugin({
      pages: [],
      sitePages: [],
      look: {} as Look,
      settings,
      production: true,
      times: new StageTimes(),
    });
    const compiler = webpack({ mode: 'production', context: projectPaths.root, plugins: [plugin] });

    // `npm run build -- --watch` is done once per edit.
    for (let compilation = 0; compilation < 3; compilation++)
      await compiler.hooks.done.promise(doneBuild);

    expect(process.listenerCount('beforeExit')).toBe(listenersAtStart.length + 1);
    log.mockClear();
    addedListeners()[0]!(0);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
