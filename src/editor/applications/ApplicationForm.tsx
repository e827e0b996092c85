import { useEffect, useRef, useState, type ReactNode } from 'react';
import applicationJsonSchema from '../../content/schemas/application.json';
import { changed, rebasedOnSaved, samePath, valueAt, withValueAt } from '../draft';
import { DraftActions, useDraftHistory } from '../DraftActions';
import type { Json } from '../../lib/json';
import { ConflictChoices } from '../ConflictChoices';
import { FormBoundary } from '../FormBoundary';
import { useKeptDraft } from '../keptDraft';
import { KeptDraftOffer } from '../KeptDraftOffer';
import type { Conflict, Problem } from '../editorApi';
import type { Refused } from '../request';
import { SchemaField, type FormContext, type Schema } from '../SchemaField';
import words from '../words.json';
import { applicationApi, type ApplicationList, type Drawn } from './applicationApi';
import { RequirementsList } from './RequirementsList';
import { EntryChoices } from './EntryChoices';
import { LetterEvidence } from './LetterEvidence';
import { PdfPages } from './PdfPages';
import { PostingField } from './PostingField';

const schema = applicationJsonSchema as Schema;
const field = (name: string) => schema.properties![name]!;
/** The résumé's settings but keep and leaveOut, which EntryChoices sets entry by entry. */
const resumeSchema: Schema = {
  ...field('resume'),
  properties: Object.fromEntries(
    Object.entries(field('resume').properties!).filter(
      ([name]) => name !== 'keep' && name !== 'leaveOut',
    ),
  ),
};
const text = words.applications;

/** What this tab keeps an application's draft by (keptDraft.ts). */
export const draftName = (id: string) => `application ${id}`;

/** The drawing under way, and the newest draft waiting for it. */
interface Drawing {
  busy: boolean;
  next: Json | null;
}

/**
 * Draws `draft`, or, while a drawing is under way, keeps it to draw next in place of any older; a
 * drawing refused (the server's line) ends as one drawn does.
 */
function drawNewest(
  state: Drawing,
  id: string,
  draft: Json,
  shown: (drawn: Drawn | Refused) => void,
) {
  if (state.busy) {
    state.next = draft;
    return;
  }
  state.busy = true;
  void applicationApi.draw(id, draft).then((drawn) => {
    state.busy = false;
    const next = state.next;
    state.next = null;
    if (next !== null) drawNewest(state, id, next, shown);
    else shown(drawn);
  });
}

/**
 * One application: its fields, every one of the file's, beside the requirements of its posting and the
 * résumé and letter exactly as they will be sent, drawn again at each change (the newest change
 * is drawn as soon as the last drawing is done); Save writes the file and both PDFs.
 */
export function ApplicationForm({
  id,
  loaded,
  version,
  entries,
  onSaved,
  onListChanged,
  children,
}: {
  /** What the view shows above the form: its heading, the applications, New application. */
  children: ReactNode;
  id: string;
  loaded: Json;
  /** The file's version when `loaded` was read from it; null for a new application, not saved yet. */
  version: string | null;
  entries: ApplicationList['entries'];
  onSaved: (id: string) => void;
  /** A save was refused by what the folder holds now (a file of this id made, or one gone). */
  onListChanged: () => void;
}) {
  const { setHistory, ...draftHistory } = useDraftHistory(loaded);
  const { history } = draftHistory;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [drawingRefused, setDrawingRefused] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const draft = history.present;
  /** What the draft was made from, as a save names it: the content and the file's version. */
  const [base, setBase] = useState(version === null ? null : { content: loaded, version });
  const [savedDraft, setSavedDraft] = useState(loaded);
  const kept = useKeptDraft(draftName(id), { draft, saved: savedDraft, base });
  const [conflicts, setConflicts] = useState<Conflict[]>([]);

  // One drawing at a time; a change made meanwhile is drawn next, and only the newest.
  const drawing = useRef<Drawing>({ busy: false, next: null });
  useEffect(
    () =>
      drawNewest(drawing.current, id, draft, (answer) => {
        setDrawingRefused('problem' in answer ? answer.problem : null);
        if (!('problem' in answer)) setDrawn(answer);
      }),
    [id, draft],
  );

  const problems: Problem[] = drawn?.issues ?? [];
  const form: FormContext = {
    change: (path, value) => {
      setStatus(null);
      setHistory((now) =>
        changed(now, withValueAt(now.present, path, value), path.join('.'), Date.now()),
      );
    },
    problemsAt: (path) =>
      problems.filter((each) => samePath(each.path, path)).map((each) => each.line),
    takenIds: () => new Set(),
  };

  const save = async () => {
    setStatus(text.saving);
    const result = await applicationApi.save(id, draft, base);
    if ('problem' in result) {
      setStatus(`${words.notSavedBecause} ${result.problem}`);
      onListChanged();
    } else if ('problems' in result)
      setStatus(words.notSaved.replace('{count}', String(result.problems.length)));
    else if ('conflicts' in result) {
      // As in the content editor: the file's other changes come into the draft; where both
      // changed a value, the owner's stays in the form until they choose.
      setBase({ content: result.onDisk, version: result.version });
      setHistory((now) => rebasedOnSaved(now, draft, result.content));
      setConflicts(result.conflicts);
      setStatus(words.conflicts.replace('{count}', String(result.conflicts.length)));
    } else {
      setBase({ content: result.content, version: result.version });
      setSavedDraft(result.content);
      setHistory((now) => rebasedOnSaved(now, draft, result.content));
      setConflicts([]);
      setStatus(text.saved.replace('{files}', result.files.join(', ')));
      onSaved(id);
    }
  };
  const valueOf = (name: string) => (draft as Record<string, Json>)[name];
  const body = valueAt(draft, ['letter', 'body']);
  const addToLetter = (sentence: string) => {
    const paragraphs = Array.isArray(body) ? body.map(String) : [];
    const last = paragraphs.at(-1)?.trim() ?? '';
    const next = last
      ? [...paragraphs.slice(0, -1), `${last} ${sentence}`]
      : [...paragraphs.slice(0, -1), sentence];
    form.change(['letter', 'body'], next);
  };
  const resumeFile = drawn?.files?.[0];
  const letterFile = drawn?.letterDrawn ? drawn.files?.[1] : undefined;

  return (
    <>
      <main className="form">
        {children}
        <h2>{text.editing.replace('{id}', id)}</h2>
        <KeptDraftOffer
          {...kept}
          restore={(offered) => {
            setBase(offered.base);
            setHistory((now) => changed(now, offered.draft, 'restore', Date.now()));
          }}
        />
        <DraftActions {...draftHistory} save={save} />
        <div role="status" className="status">
          {status}
        </div>
        {drawingRefused && (
          <p role="alert" className="problem">
            {drawingRefused}
          </p>
        )}
        <ConflictChoices conflicts={conflicts} setConflicts={setConflicts} change={form.change} />
        {(problems.length > 0 || (drawn?.problems.length ?? 0) > 0) && (
          <section aria-labelledby="application-problems" className="problems">
            <h3 id="application-problems">{words.problems}</h3>
            <ul>
              {[...problems.map(({ line }) => line), ...(drawn?.problems ?? [])].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        <FormBoundary>
          <PostingField value={valueOf('posting')} schema={field('posting')} form={form} />
          {['postingFile', 'language', 'phone'].map((name) => (
            <SchemaField
              key={name}
              schema={field(name)}
              path={[name]}
              value={valueOf(name)}
              label={field(name).title ?? name}
              form={form}
            />
          ))}
          <SchemaField
            schema={resumeSchema}
            path={['resume']}
            value={valueOf('resume')}
            label={field('resume').title ?? 'resume'}
            form={form}
          />
          <EntryChoices entries={entries} resume={valueOf('resume')} form={form} />
          <div className="letter-with-evidence">
            <SchemaField
              schema={field('letter')}
              path={['letter']}
              value={valueOf('letter')}
              label={field('letter').title ?? 'letter'}
              form={form}
            />
            <LetterEvidence evidence={drawn?.evidence ?? []} onAdd={addToLetter} />
          </div>
        </FormBoundary>
      </main>
      <aside id="drawn" className="drawn" aria-label={text.asSent} tabIndex={-1}>
        <FormBoundary>
          <RequirementsList
            requirements={drawn?.requirements ?? []}
            hasPosting={!!valueOf('posting') || !!valueOf('postingFile')}
          />
          {drawn?.lines && drawn.lines.length > 0 && (
            <section aria-labelledby="fit-lines">
              <h3 id="fit-lines">{text.fitLines}</h3>
              <ul>
                {drawn.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          {resumeFile && (
            <PdfPages name={resumeFile.name} pdf={resumeFile.pdf} label={text.resume} />
          )}
          {letterFile ? (
            <PdfPages name={letterFile.name} pdf={letterFile.pdf} label={text.letter} />
          ) : (
            <p className="help">{text.letterNotYet}</p>
          )}
        </FormBoundary>
      </aside>
    </>
  );
}
