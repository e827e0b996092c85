import { brandOf } from '../../src/lib/brands';

describe('the network a profile address belongs to', () => {
  it.each([
    ['https://github.com/someone', 'github'],
    ['https://www.linkedin.com/in/someone', 'linkedin'],
    ['https://uk.linkedin.com/in/someone', 'linkedin'],
    ['https://www.youtube.com/@someone', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://twitter.com/someone', 'x'],
    ['https://someone.bsky.social', null],
  ])('%s → %s', (href, brand) => {
    expect(brandOf(href)).toBe(brand);
  });

  it('does not take a look-alike host or a path for the network', () => {
    expect(brandOf('https://notgithub.com/someone')).toBeNull();
    expect(brandOf('https://example.com/github.com')).toBeNull();
  });

  it('has none for an address that is not a URL', () => {
    expect(brandOf('someone@example.com')).toBeNull();
  });
});
