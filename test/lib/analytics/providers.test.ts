import {
  analyticsSettings,
  hitRequest,
  type PageFacts,
} from '../../../src/lib/analytics/providers';

const page: PageFacts = {
  url: 'https://owner.example/uk/?utm=x',
  referrer: 'https://news.example/',
  title: 'Owner – Portfolio',
  language: 'uk-UA',
  screen: { width: 390, height: 844 },
};

describe('each provider’s documented hit', () => {
  it('Plausible: a JSON body to /api/event with the name, address, domain and referrer', () => {
    const settings = analyticsSettings({ provider: 'plausible', site: 'owner.example' })!;
    const pageview = hitRequest(settings, {}, page);
    expect(pageview.url).toBe('https://plausible.io/api/event');
    expect(JSON.parse(pageview.body!)).toEqual({
      name: 'pageview',
      url: page.url,
      domain: 'owner.example',
      referrer: page.referrer,
    });
    const event = hitRequest(settings, { name: 'Profile Link', network: 'github' }, page);
    expect(JSON.parse(event.body!)).toMatchObject({
      name: 'Profile Link',
      props: { network: 'github' },
    });
  });

  it('Umami: a JSON event to /api/send with the website id and the page’s path', () => {
    const settings = analyticsSettings({
      provider: 'umami',
      site: 'a1b2',
      origin: 'https://stats.example.com/umami/',
    })!;
    const pageview = hitRequest(settings, {}, page);
    expect(pageview).toMatchObject({
      url: 'https://stats.example.com/api/send',
      contentType: 'application/json',
    });
    expect(JSON.parse(pageview.body!)).toEqual({
      type: 'event',
      payload: {
        website: 'a1b2',
        hostname: 'owner.example',
        url: '/uk/',
        referrer: page.referrer,
        title: page.title,
        language: page.language,
        screen: '390x844',
      },
    });
    const event = JSON.parse(hitRequest(settings, { name: 'Resume Download' }, page).body!);
    expect(event.payload.name).toBe('Resume Download');
  });

  it('GoatCounter: /count with the path, title and referrer, and e=true for an event', () => {
    const settings = analyticsSettings({
      provider: 'goatcounter',
      origin: 'https://mycode.goatcounter.com',
    })!;
    const pageview = new URL(hitRequest(settings, {}, page).url);
    expect(pageview.origin + pageview.pathname).toBe('https://mycode.goatcounter.com/count');
    expect(Object.fromEntries(pageview.searchParams)).toEqual({
      p: '/uk/',
      t: page.title,
      r: page.referrer,
      s: '390,844',
    });
    const event = new URL(
      hitRequest(settings, { name: 'Profile Link', network: 'github' }, page).url,
    );
    expect(event.searchParams.get('p')).toBe('Profile Link: github');
    expect(event.searchParams.get('e')).toBe('true');
    expect(hitRequest(settings, {}, page).body).toBeUndefined();
  });

  it('counts nothing without settings', () => {
    expect(analyticsSettings(undefined)).toBeNull();
  });
});
