import { networkMarkSprite } from '../../../src/buildtime/pages/networkMarks';
import { networkOf, profileNetworks } from '../../../src/content/profileNetworks';

const symbolIds = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the sprite of network marks', () => {
  it('holds each mark once, each drawn by a path', () => {
    const sprite = networkMarkSprite(['github', 'linkedin', undefined, 'github']);
    expect(symbolIds(sprite)).toEqual(['mark-github', 'mark-linkedin']);
    for (const path of sprite.match(/<path[^>]*>/g) ?? []) {
      expect(path).toMatch(/ d="M[^"]{40,}"/);
    }
  });

  it('can draw the mark of every network the site knows', () => {
    const sprite = networkMarkSprite(profileNetworks.map(({ mark }) => mark));
    expect(symbolIds(sprite)).toHaveLength(profileNetworks.length);
  });

  it('is left out when no link has a mark', () => {
    expect(networkMarkSprite([undefined])).toBe('');
  });

  it('keeps out of the accessibility tree and the layout', () => {
    const sprite = networkMarkSprite(['youtube']);
    expect(sprite).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(sprite).toMatch(/^<svg [^>]*width="0" height="0"/);
  });
});

describe('the network of a web address', () => {
  it.each([
    ['https://github.com/someone', 'GitHub'],
    ['https://gist.github.com/someone', 'GitHub'],
    ['https://gitlab.com/someone', 'GitLab'],
    ['https://www.linkedin.com/in/someone', 'LinkedIn'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://twitter.com/someone', 'X'],
  ])('%s is %s', (href, name) => {
    expect(networkOf(href)?.name).toBe(name);
  });

  it('is found by host, not by a look-alike host or a path', () => {
    expect(networkOf('https://notgithub.com/someone')).toBeUndefined();
    expect(networkOf('https://example.com/github.com')).toBeUndefined();
    expect(networkOf('someone@example.com')).toBeUndefined();
  });
});
