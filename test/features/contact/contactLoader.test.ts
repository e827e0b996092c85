import { createContactLoader } from '../../../src/features/contact/contactLoader';

/** Whether the contact chunk arrives; a flaky network is `false` (the import then rejects). */
let mockChunkArrives = true;
jest.mock('../../../src/features/contact/contactRuntime', () => {
  if (!mockChunkArrives) throw new Error('Loading chunk contact failed.');
  return jest.requireActual('../../../src/features/contact/contactRuntime');
});

/** Lets the dynamic import settle. */
const chunkSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the contact loader', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // A chunk that arrived stays loaded; each test starts before the first load.
    jest.resetModules();
    mockChunkArrives = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens the dialog asked for before the chunk arrived, once it has', async () => {
    const loader = createContactLoader();
    const changed = jest.fn();
    loader.subscribe(changed);
    loader.open();
    expect(loader.getStarted()).toBeNull();
    await chunkSettled();
    expect(loader.getStarted()?.actor.getSnapshot().value).toBe('open');
    expect(changed).toHaveBeenCalled();
    expect(loader.getFailed()).toBe(false);
    loader.stop();
  });

  it('says the dialog failed to load when the visitor asked for it, and logs why', async () => {
    mockChunkArrives = false;
    const loader = createContactLoader();
    const changed = jest.fn();
    loader.subscribe(changed);
    loader.open();
    await chunkSettled();
    expect(loader.getFailed()).toBe(true);
    expect(loader.getStarted()).toBeNull();
    expect(changed).toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('The contact form could not load', expect.any(Error));
  });

  it('says nothing to the visitor when a load nobody asked for fails', async () => {
    mockChunkArrives = false;
    const loader = createContactLoader();
    loader.load();
    await chunkSettled();
    expect(loader.getFailed()).toBe(false);
  });

  it('asks for the chunk again on the next open, and opens the dialog when it comes', async () => {
    mockChunkArrives = false;
    const loader = createContactLoader();
    loader.open();
    await chunkSettled();
    mockChunkArrives = true;
    loader.open();
    await chunkSettled();
    expect(loader.getStarted()?.actor.getSnapshot().value).toBe('open');
    expect(loader.getFailed()).toBe(false);
    loader.stop();
  });

  it('starts nothing from a load that finishes after it was stopped', async () => {
    const loader = createContactLoader();
    loader.open();
    loader.stop();
    await chunkSettled();
    expect(loader.getStarted()).toBeNull();
  });
});
