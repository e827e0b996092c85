import { languageLinks, words } from '../content';
import { Icon } from './icons';

/**
 * The page in each of the site's languages, each named in its own language: plain links, so
 * they work before the page hydrates and without JavaScript. Nothing on a single-language site,
 * and no redirect by the browser's language: the visitor chooses.
 */
export function LanguageSwitch() {
  if (languageLinks.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={words.languagesNav}>
      <Icon name="globe" />
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
