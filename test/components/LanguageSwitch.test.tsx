import { render, screen, within } from '@testing-library/react';
import { LanguageSwitch } from '../../src/components/LanguageSwitch';
import { content } from '../../src/content';

/** The German page of a site in English, Arabic and German, as the build makes it. */
jest.mock('../../src/content', () => {
  const sample = jest.requireActual('../../src/content/sample.json');
  const { contentGlobals } = jest.requireActual('../../src/buildtime/pages/siteContentDefinition');
  const { sitePages } = jest.requireActual('../../src/buildtime/content/sitePages');
  const { translateContent, translationOf } = jest.requireActual(
    '../../src/buildtime/content/translationFile',
  );
  const { checkedFixture, ownerFixture } = jest.requireActual('../support/checkedContent');
  const owner = ownerFixture({ ...sample, language: 'en' });
  const translation = (tag: string) => ({
    tag,
    checked: checkedFixture(
      translateContent(owner, { ...translationOf(owner), language: tag }).content,
    ),
    untranslated: [],
  });
  const pages = sitePages(checkedFixture(owner), [translation('ar'), translation('de')]);
  const { SITE_CONTENT } = contentGlobals(pages[2]);
  return { ...SITE_CONTENT, content: SITE_CONTENT };
});

describe('the language switch', () => {
  it('is a navigation of links, each named in its language, with hreflang and lang', () => {
    render(<LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: content.words.languagesNav });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      content.languageLinks.map((link) => link.name),
    );
    for (const [index, link] of content.languageLinks.entries()) {
      expect(links[index]).toHaveAttribute('href', link.href);
      expect(links[index]).toHaveAttribute('hreflang', link.tag);
      expect(links[index]).toHaveAttribute('lang', link.tag);
      expect(links[index]).toHaveAttribute('dir', link.dir);
    }
  });

  it('marks the current language as the current page, and only it', () => {
    render(<LanguageSwitch />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('lang'))).toEqual([content.language.tag]);
  });
});
