import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { historyOf, redone, undone, type History } from './draft';
import type { Json } from '../lib/json';
import words from './words.json';

/**
 * A form's draft with its history, as the content's form and an application's keep it: Undo and
 * Redo, by their buttons or the keyboard (Ctrl+Z, Ctrl+Shift+Z; Ctrl+S clicks Save).
 */
export function useDraftHistory(loaded: Json) {
  const [history, setHistory] = useState<History>(() => historyOf(loaded));
  const saveRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);

  // Undo and Redo keep the keyboard when nothing is left to undo (aria-disabled: disabled would
  // drop it to the page's body), and take it when what it was on goes (an entry added, undone).
  const focusIfLost = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    // Lost, or on a button the change disabled (a moved entry's Move, back at an end).
    const focused = document.activeElement;
    if (focusIfLost.current && (!focused?.closest('.editor') || focused.matches(':disabled')))
      focusIfLost.current.focus();
    focusIfLost.current = null;
  }, [history]);
  const undo = useCallback(() => {
    focusIfLost.current = undoRef.current;
    setHistory(undone);
  }, []);
  const redo = useCallback(() => {
    focusIfLost.current = redoRef.current;
    setHistory(redone);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') saveRef.current?.click();
      else if (key === 'z' && event.shiftKey) redo();
      else if (key === 'z') undo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  return { history, setHistory, undo, redo, saveRef, undoRef, redoRef };
}

/** Save, Undo and Redo, with their keys. */
export function DraftActions({
  history,
  undo,
  redo,
  save,
  saveRef,
  undoRef,
  redoRef,
}: Omit<ReturnType<typeof useDraftHistory>, 'setHistory'> & { save: () => Promise<void> }) {
  return (
    <div className="actions">
      <button type="button" ref={saveRef} aria-keyshortcuts="Control+S" onClick={() => void save()}>
        {words.save}
      </button>
      <button
        type="button"
        ref={undoRef}
        aria-keyshortcuts="Control+Z"
        aria-disabled={history.past.length === 0}
        onClick={undo}
      >
        {words.undo}
      </button>
      <button
        type="button"
        ref={redoRef}
        aria-keyshortcuts="Control+Shift+Z"
        aria-disabled={history.future.length === 0}
        onClick={redo}
      >
        {words.redo}
      </button>
    </div>
  );
}
