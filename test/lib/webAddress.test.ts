/** @jest-environment node */
import { isWebAddress } from '../../src/lib/webAddress';

describe('the one check of a web address', () => {
  it('takes a full http or https address', () => {
    for (const address of [
      'https://example.com',
      'http://localhost:4173/portfolio/',
      'https://a.b/c?d#e',
    ])
      expect(isWebAddress(address)).toBe(true);
  });

  it('refuses a missing scheme, another scheme, a missing host, an empty or absent text', () => {
    for (const text of [
      'example.com',
      'mailto:a@b.example',
      'ftp://example.com',
      'https:///x',
      'https://',
      '',
      undefined,
    ])
      expect(isWebAddress(text)).toBe(false);
  });
});
