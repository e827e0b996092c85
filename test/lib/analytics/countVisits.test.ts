import { countContactSent, countVisits, eventNames } from '../../../src/lib/analytics/countVisits';
import type { AnalyticsSettings } from '../../../src/lib/analytics/providers';

const standIn: AnalyticsSettings = {
  provider: 'plausible',
  site: 'owner.example',
  origin: 'http://127.0.0.1:4177',
  networks: { 'https://github.com/owner': 'github' },
};
/** Every hit the page sent. */
const sent: { url: string; body: string }[] = [];
const fetchMock = jest.fn((url: string, init: RequestInit) => {
  sent.push({ url, body: init.body as string });
  return Promise.resolve({ ok: true });
});
const sentNames = () => sent.map(({ body }) => JSON.parse(body).name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const setSettings = (settings: AnalyticsSettings | null) =>
  Object.assign(globalThis, { ANALYTICS_SETTINGS: settings });

function link(attributes: Record<string, string>) {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

beforeEach(() => {
  sent.length = 0;
  Object.assign(globalThis, { fetch: fetchMock });
});
afterAll(() => setSettings(null));

describe('a visit that may be counted (this page, and hits to this machine)', () => {
  beforeAll(() => {
    setSettings(standIn);
    countVisits();
  });

  it('sends one pageview once the browser is idle, and never waits for it', async () => {
    await settle();
    expect(sentNames()).toEqual(['pageview']);
    expect(sent[0]!.url).toBe(`${standIn.origin}/api/event`);
  });

  it('counts the résumé download and a profile link, naming the network; other links not', () => {
    link({ href: 'uk/resume.pdf', download: '' }).click();
    link({ href: 'https://github.com/owner' }).click();
    link({ href: '#projects' }).click();
    expect(sentNames()).toEqual([eventNames.resumeDownload, eventNames.profileLink]);
    expect(JSON.parse(sent[1]!.body).props).toEqual({
      network: 'github',
    });
  });

  it('counts an event the page reports, such as a sent message', () => {
    countContactSent();
    expect(sentNames()).toEqual([eventNames.contactSent]);
  });

  it('sends without cookies, outliving the page, and keeps a failure to itself', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    countContactSent();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      `${standIn.origin}/api/event`,
      expect.objectContaining({ keepalive: true, credentials: 'omit' }),
    );
  });
});

describe('a visit that is not counted', () => {
  afterEach(() => {
    Reflect.deleteProperty(Navigator.prototype, 'globalPrivacyControl');
    Reflect.deleteProperty(Navigator.prototype, 'doNotTrack');
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ])('when the visitor asks not to be, by %s', async (_, signal, value) => {
    Object.defineProperty(Navigator.prototype, signal, { get: () => value, configurable: true });
    setSettings(standIn);
    countVisits();
    countContactSent();
    await settle();
    expect(sent).toEqual([]);
  });

  it('from a page on this machine when hits would go elsewhere (npm start, a preview)', async () => {
    setSettings({ ...standIn, origin: 'https://plausible.io' });
    countVisits();
    countContactSent();
    await settle();
    expect(sent).toEqual([]);
  });

  it('when the content names no analytics', async () => {
    setSettings(null);
    countVisits();
    countContactSent();
    await settle();
    expect(sent).toEqual([]);
  });
});
