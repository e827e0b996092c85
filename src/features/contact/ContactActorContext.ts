import { createActorContext } from '@xstate/react';
import { contactMachine } from './contactMachine';

/** One contact actor shared by the 'Get in Touch' button and the dialog. */
export const ContactActorContext = createActorContext(contactMachine);
