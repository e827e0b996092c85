import { languageLinks, words } from '../content';

/**
 * The page in each of the site's languages, each named in its own language: plain links, so
 * they work before the page hydrates and without JavaScript. No redirect by the browser's
 * language: the visitor chooses. (Its globe is drawn by the stylesheet, so that a
 * single-language site's scripts carry none of it.)
 */
export function LanguageSwitch() {
  return (
    <nav className="language-switch" aria-label={words.languagesNav}>
      <ul className="language-switch__list">
        {languageLinks.map((link) => (
          <li key={link.tag}>
            <a
              className="language-switch__link"
              href={link.href}
              hrefLang={link.tag}
              lang={link.tag}
              dir={link.dir}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
