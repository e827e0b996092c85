import { nameInItself } from '../i18n/languageNames';
import { editedTag, type EditedLanguage } from './editorApi';
import words from './words.json';

/** A language's name in `locale` (Intl), or its tag where Intl knows no such language. */
function languageName(tag: string, inLanguage: (tag: string) => string | undefined) {
  try {
    return inLanguage(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The editor's address for a language: the content file's with no tag, a translation's by it. */
function addressOf({ tag, original }: EditedLanguage) {
  const address = new URL(window.location.href);
  if (original) address.searchParams.delete('lang');
  else address.searchParams.set('lang', tag);
  return address.search || '?';
}

/**
 * Which file the editor edits: the content file or a translation beside it, each named in the
 * editor's language and in its own. Each is a link, so the choice is in the address.
 */
export function LanguagePicker({ languages }: { languages: EditedLanguage[] }) {
  if (languages.length < 2) return null;
  const inEditor = new Intl.DisplayNames([document.documentElement.lang], { type: 'language' });
  return (
    <nav aria-labelledby="languages-heading" className="languages">
      <h2 id="languages-heading">{words.languages}</h2>
      <ul>
        {languages.map((language) => {
          const { tag, dir, file, original } = language;
          const name = languageName(tag, (each) => inEditor.of(each));
          const ownName = languageName(tag, nameInItself);
          return (
            <li key={tag}>
              <a
                href={addressOf(language)}
                aria-current={
                  (original ? editedTag === '' : editedTag === tag) ? 'page' : undefined
                }
              >
                {name}
                {ownName !== name && (
                  <>
                    {' · '}
                    <span lang={tag} dir={dir}>
                      {ownName}
                    </span>
                  </>
                )}{' '}
                <span className="file">
                  ({original ? words.originalFile.replace('{file}', file) : file})
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
