import { useId } from 'react';
import type { KeptDraft } from './keptDraft';
import words from './words.json';

/** A draft this tab kept that was not saved, offered back: restored, or discarded. */
export function KeptDraftOffer({
  offered,
  restore,
  settled,
}: {
  offered: KeptDraft | null;
  restore: (kept: KeptDraft) => void;
  settled: () => void;
}) {
  const id = useId();
  if (!offered) return null;
  return (
    <section role="alert" aria-labelledby={id} className="kept-draft">
      <p id={id}>{words.keptDraft}</p>
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            restore(offered);
            settled();
          }}
        >
          {words.restoreDraft}
        </button>
        <button type="button" onClick={settled}>
          {words.discardDraft}
        </button>
      </div>
    </section>
  );
}
