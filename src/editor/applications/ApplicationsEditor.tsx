import { useEffect, useId, useState } from 'react';
import type { Json } from '../../lib/json';
import { ViewSwitch } from '../ViewSwitch';
import words from '../words.json';
import { applicationApi, type ApplicationList } from './applicationApi';
import { keptOf } from '../keptDraft';
import { ApplicationForm, draftName } from './ApplicationForm';
import { TrackedApplications } from './TrackedApplications';
import { localDay } from '../../lib/localDay';

const text = words.applications;
/** The application open, by its id in the editor's address (`?view=applications&id=…`). */
const idInAddress = () => new URLSearchParams(window.location.search).get('id');
const addressOf = (id: string) => {
  const address = new URL(window.location.href);
  address.searchParams.set('id', id);
  return address.search;
};

/** A new application, begun from its posting: pasted, or read from a text file. */
function NewApplication({ onStarted }: { onStarted: (id: string, application: Json) => void }) {
  const id = useId();
  const [posting, setPosting] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = async () => {
    const started = await applicationApi.start(posting, localDay());
    if ('problem' in started) setProblem(started.problem);
    else onStarted(started.id, started.application);
  };
  return (
    <form
      className="new-application"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <h2 id={`${id}-heading`}>{text.newApplication}</h2>
      <div className="field">
        <label htmlFor={`${id}-posting`}>{text.pastePosting}</label>
        <textarea
          id={`${id}-posting`}
          className="posting"
          value={posting}
          onChange={(event) => setPosting(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{text.choosePostingFile}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".txt,.md,text/plain"
          onChange={(event) => void event.target.files?.[0]?.text().then(setPosting)}
        />
      </div>
      <button type="submit">{text.start}</button>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The editor's applications: the owner's applications (each a link, so the choice is in the
 * address), New application, and the one open with its requirements, résumé and letter beside it.
 */
export function ApplicationsEditor({ list: first }: { list: ApplicationList }) {
  const [list, setList] = useState(first);
  const [open, setOpen] = useState<{ id: string; application: Json; version?: string } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const refreshList = () =>
    void applicationApi.list().then((listed) => {
      if ('problem' in listed) setProblem(listed.problem);
      else setList(listed);
    });
  const wanted = idInAddress();
  const openId = open?.id;
  useEffect(() => {
    if (!wanted || wanted === openId) return;
    void applicationApi.load(wanted).then((loaded) => {
      // A new application not saved yet has no file: the draft this tab kept of it is offered.
      if ('problem' in loaded && keptOf(draftName(wanted), {})?.base === null)
        setOpen({ id: wanted, application: {} });
      else if ('problem' in loaded) setProblem(loaded.problem);
      else setOpen(loaded);
    });
  }, [wanted, openId]);

  const header = (
    <>
      <a className="skip" href="#drawn">
        {text.skipToDrawn}
      </a>
      <ViewSwitch />
      <h1>{text.heading}</h1>
      <p>{text.intro.replace('{folder}', list.folder)}</p>
      <nav aria-labelledby="applications-heading" className="application-list">
        <h2 id="applications-heading">{text.yours}</h2>
        <TrackedApplications
          applications={list.applications}
          openId={open?.id}
          addressOf={addressOf}
          onSaved={(answer) => {
            if ('problem' in answer) setProblem(answer.problem);
            else setList({ ...list, applications: answer.applications });
          }}
        />
      </nav>
      <NewApplication
        onStarted={(id, application) => {
          // In the address, as a saved one is: a reload opens it again.
          window.history.replaceState(null, '', addressOf(id));
          setOpen({ id, application });
        }}
      />
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </>
  );
  if (!open)
    return (
      <div className="editor applications">
        <main className="form">{header}</main>
        <aside id="drawn" className="drawn" tabIndex={-1} aria-label={text.asSent}>
          <p className="help">{text.openOne}</p>
        </aside>
      </div>
    );
  return (
    <div className="editor applications">
      <ApplicationForm
        key={open.id}
        id={open.id}
        loaded={open.application}
        version={open.version ?? null}
        entries={list.entries}
        onSaved={(id) => {
          window.history.replaceState(null, '', addressOf(id));
          refreshList();
        }}
        onListChanged={refreshList}
      >
        {header}
      </ApplicationForm>
    </div>
  );
}
