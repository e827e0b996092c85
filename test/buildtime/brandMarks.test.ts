import { brandMarkSprite } from '../../src/buildtime/brandMarks';

const symbolIds = (sprite: string) =>
  [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the sprite of network marks', () => {
  it('holds one mark per network the addresses link to, and no other', () => {
    const sprite = brandMarkSprite([
      'https://github.com/a',
      'https://gist.github.com/a',
      'https://www.linkedin.com/in/a',
      'https://example.com/blog',
    ]);
    expect(symbolIds(sprite)).toEqual(['mark-github', 'mark-linkedin']);
    for (const path of sprite.match(/<path[^>]*>/g) ?? []) {
      expect(path).toMatch(/ d="M[^"]{40,}"/);
    }
  });

  it('is left out when no address has a mark', () => {
    expect(brandMarkSprite(['https://example.com'])).toBe('');
  });

  it('keeps out of the accessibility tree and the layout', () => {
    const sprite = brandMarkSprite(['https://www.youtube.com/@a']);
    expect(sprite).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(sprite).toMatch(/^<svg [^>]*width="0" height="0"/);
  });
});
