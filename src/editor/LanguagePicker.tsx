import { useId, useState } from 'react';
import { nameInItself } from '../i18n/languageNames';
import { editedTag, editorApi, type EditedLanguage } from './editorApi';
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
function addressOf({ tag, original }: Pick<EditedLanguage, 'tag' | 'original'>) {
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
      <AddLanguage />
    </nav>
  );
}

/** A translation added by its language's tag, checked as the build checks it, then edited. */
function AddLanguage() {
  const id = useId();
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = async () => {
    const result = await editorApi.addLanguage(tag.trim());
    if ('problem' in result) setProblem(result.problem);
    else window.location.href = addressOf({ tag: tag.trim(), original: false });
  };
  return (
    <form
      className="add-language"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <label htmlFor={id}>{words.addLanguage}</label>
      <input
        id={id}
        value={tag}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setTag(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit">{words.addLanguageButton}</button>
      {problem && (
        <p role="alert" className="problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}
