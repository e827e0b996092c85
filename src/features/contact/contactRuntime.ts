/**
 * The part of the contact feature that loads after the page is interactive (its own chunk):
 * XState, the machine, the dialog and EmailJS. The page's first JavaScript stays small.
 */
import { createActor } from 'xstate';
import { loadContactDraft, saveContactDraft } from './contactDraft';
import { contactMachine } from './contactMachine';
import { logContactTransitions } from './logContactTransitions';

export { ContactDialog } from './ContactDialog';

/** Starts the machine from the draft saved in this tab, and saves the draft as it changes. */
export function startContactActor(logic: typeof contactMachine = contactMachine) {
  const actor = createActor(logic, {
    input: { draft: loadContactDraft() },
    inspect: process.env.NODE_ENV === 'development' ? logContactTransitions() : undefined,
  });
  let savedFields = actor.getSnapshot().context.fields;
  actor.subscribe(({ context: { fields } }) => {
    if (fields === savedFields) return;
    savedFields = fields;
    saveContactDraft(fields);
  });
  return actor.start();
}
