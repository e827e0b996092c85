/**
 * The part of the contact feature that loads after the page is interactive (its own chunk):
 * XState, the machine, the dialog and EmailJS. The page's first JavaScript stays small.
 */
import { createActor } from 'xstate';
import { contactMachine } from './contactMachine';

export { ContactDialog } from './ContactDialog';

export function startContactActor(logic: typeof contactMachine = contactMachine) {
  return createActor(logic).start();
}
