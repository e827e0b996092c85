import { useEffect, useRef, useState } from 'react';
import { changed, rebasedOnSaved, samePath, withValueAt } from './draft';
import { DraftActions, useDraftHistory } from './DraftActions';
import { sameJson, type Json } from '../lib/json';
import { SchemaField, type FormContext } from './SchemaField';
import { formSections } from './contentSections';
import {
  editorApi,
  previewAddress,
  type Checked,
  type Conflict,
  type EditedLanguage,
  type Problem,
} from './editorApi';
import { ConflictChoices } from './ConflictChoices';
import { FormBoundary } from './FormBoundary';
import { useKeptDraft } from './keptDraft';
import { KeptDraftOffer } from './KeptDraftOffer';
import { LanguagePicker } from './LanguagePicker';
import { ViewSwitch } from './ViewSwitch';
import { TranslationForm, translationSchema } from './TranslationForm';
import { withTranslatedText } from './translationDraft';
import words from './words.json';

/** Shown only where the content has them: the lines an import left for the owner to look at. */
const onlyWhenGiven = new Set(['unplacedLines']);

/** The page, reloaded with the draft's content, where the owner was reading it. */
function reloadKeepingPlace(frame: HTMLIFrameElement | null) {
  const page = frame?.contentWindow;
  if (!frame || !page) return;
  const { scrollX, scrollY } = page;
  frame.addEventListener('load', () => frame.contentWindow?.scrollTo(scrollX, scrollY), {
    once: true,
  });
  page.location.reload();
}

/**
 * The editor: the content as a form, section by section, beside the page showing the draft; or a
 * translation's texts, each beside the original's (`original`: the content it translates).
 */
export function Editor({
  file,
  loaded,
  version,
  original,
  languages,
  loadedCheck,
}: {
  file: string;
  loaded: Json;
  /** The file's version when `loaded` was read from it. */
  version: string;
  original?: Json;
  languages: EditedLanguage[];
  loadedCheck: Checked;
}) {
  const { setHistory, ...draftHistory } = useDraftHistory(loaded);
  const { history } = draftHistory;
  const [problems, setProblems] = useState<Problem[]>(loadedCheck.issues);
  const [look, setLook] = useState(loadedCheck.look ?? []);
  const [untranslated, setUntranslated] = useState(loadedCheck.untranslated ?? []);
  const [status, setStatus] = useState<string | null>(null);
  /** What the draft was made from, as a save names it: the content and the file's version. */
  const [base, setBase] = useState({ content: loaded, version });
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [unusedPictures, setUnusedPictures] = useState<string[]>([]);
  const frame = useRef<HTMLIFrameElement>(null);
  const draft = history.present;

  // Each change is checked by the build's own checks, and the preview shows it when they pass.
  useEffect(() => {
    if (draft === loaded && history.past.length === 0) return;
    let current = true;
    const timer = setTimeout(() => {
      void editorApi.check(draft).then((checked) => {
        if (!current) return;
        if ('problem' in checked) return setStatus(checked.problem);
        setProblems(checked.issues);
        if (checked.look) setLook(checked.look);
        if (checked.untranslated) setUntranslated(checked.untranslated);
        if (checked.issues.length === 0) reloadKeepingPlace(frame.current);
      });
    }, 60);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, loaded, history.past.length]);

  // Unsaved changes are not left by accident: the browser asks before closing the editor, and the
  // tab keeps them until they are saved.
  const [savedDraft, setSavedDraft] = useState(loaded);
  const kept = useKeptDraft(file, { draft, saved: savedDraft, base });
  useEffect(() => {
    if (sameJson(draft, savedDraft)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft, savedDraft]);

  const form: FormContext = {
    change: (path, value) => {
      setStatus(null);
      setHistory((now) => {
        const next =
          original === undefined
            ? withValueAt(now.present, path, value)
            : withTranslatedText(now.present, translationSchema, original, path, value as string);
        return changed(now, next ?? now.present, path.join('.'), Date.now());
      });
    },
    problemsAt: (path) =>
      problems.filter((each) => samePath(each.path, path)).map((each) => each.line),
    takenIds: () =>
      new Set(
        Object.values(draft as Record<string, Json>)
          .filter(Array.isArray)
          .flatMap((entries) => entries.map((entry) => (entry as { id?: string } | null)?.id))
          .filter((id): id is string => typeof id === 'string'),
      ),
  };

  const save = async () => {
    if (problems.length > 0) {
      setStatus(words.notSaved.replace('{count}', String(problems.length)));
      return;
    }
    const result = await editorApi.save(draft, base);
    if ('problem' in result) setStatus(`${words.notSavedBecause} ${result.problem}`);
    else if ('problems' in result) {
      setProblems(result.problems);
      setStatus(words.notSaved.replace('{count}', String(result.problems.length)));
    } else if ('conflicts' in result) {
      // The file's other changes come into the draft; where both changed a value, the draft's
      // stays in the form until the owner chooses.
      setBase({ content: result.onDisk, version: result.version });
      setHistory((now) => rebasedOnSaved(now, draft, result.content));
      setConflicts(result.conflicts);
      setStatus(words.conflicts.replace('{count}', String(result.conflicts.length)));
    } else {
      setBase({ content: result.content, version: result.version });
      setSavedDraft(result.content);
      setHistory((now) => rebasedOnSaved(now, draft, result.content));
      setConflicts([]);
      setUnusedPictures(result.unusedPictures);
      setStatus(result.written ? words.saved : words.nothingToSave);
    }
  };

  return (
    <div className="editor">
      <main className="form">
        <a className="skip" href="#preview">
          {words.skipToPreview}
        </a>
        <ViewSwitch />
        <h1>{words.heading}</h1>
        <p>{words.editing.replace('{file}', file)}</p>
        <LanguagePicker languages={languages} />
        <KeptDraftOffer
          {...kept}
          restore={(offered) => {
            if (offered.base) setBase(offered.base);
            setHistory((now) => changed(now, offered.draft, 'restore', Date.now()));
          }}
        />
        <DraftActions {...draftHistory} save={save} />
        <p className="help">{words.keys}</p>
        <div role="status" className="status">
          {status}
        </div>
        <ConflictChoices conflicts={conflicts} setConflicts={setConflicts} change={form.change} />
        {unusedPictures.length > 0 && (
          <section aria-labelledby="unused-heading" className="unused">
            <h2 id="unused-heading">{words.unusedPictures}</h2>
            <ul>
              {unusedPictures.map((picture) => (
                <li key={picture}>
                  {picture}{' '}
                  <button
                    type="button"
                    onClick={() =>
                      void editorApi.removePicture(picture).then((removed) => {
                        if ('problem' in removed) return setStatus(removed.problem);
                        setUnusedPictures((now) => now.filter((each) => each !== picture));
                      })
                    }
                  >
                    {words.deletePicture.replace('{picture}', picture)}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => setUnusedPictures([])}>
              {words.keepPictures}
            </button>
          </section>
        )}
        {problems.length > 0 && (
          <section aria-labelledby="problems-heading" className="problems">
            <h2 id="problems-heading">{words.problems}</h2>
            <ul>
              {problems.map((problem) => (
                <li key={problem.path.join('.') + problem.line}>{problem.line}</li>
              ))}
            </ul>
          </section>
        )}
        <FormBoundary>
          {original !== undefined && (
            <TranslationForm
              original={original}
              draft={draft}
              form={form}
              languages={languages}
              untranslated={untranslated}
            />
          )}
          {original === undefined &&
            formSections
              .filter(([name]) => !onlyWhenGiven.has(name) || name in (loaded as object))
              .map(([name, section], index) => (
                <details key={name} open={index === 0 || name === 'profile'}>
                  <summary>{section.title ?? name}</summary>
                  <SchemaField
                    schema={section}
                    path={[name]}
                    value={(draft as Record<string, Json>)[name]}
                    label={section.title ?? name}
                    form={form}
                  />
                  {name === 'style' && (
                    <section aria-labelledby="look-heading" className="look">
                      <h2 id="look-heading">{words.lookAsBuilt}</h2>
                      <ul>
                        {look.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </section>
                  )}
                </details>
              ))}
        </FormBoundary>
      </main>
      <iframe
        ref={frame}
        id="preview"
        className="preview"
        title={words.preview}
        src={previewAddress}
      />
    </div>
  );
}
