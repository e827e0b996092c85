import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { contactMachine, type ContactEvent } from '../../src/features/contact/contactMachine';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;
/** The machine's own events plus those its actor and delays raise. */
export type ModelEvent =
  | ContactEvent
  | { type: 'xstate.done.actor.sendEmail'; output?: undefined }
  | { type: 'xstate.error.actor.sendEmail'; error: Error }
  | { type: 'xstate.after.successDisplay.contact.success' }
  | { type: 'xstate.after.sendTimeout.contact.sending' };
export type ModelPath = StatePath<ContactSnapshot, ModelEvent>;

const requiredFields = ['name', 'email', 'message'] as const;
export const modelVisitor = { name: 'Grace Model', email: 'grace@example.com', message: 'Hi!' };

/** Every event in every state; required fields are filled in one fixed order to keep it finite. */
function eventsFor(snapshot: ContactSnapshot): ModelEvent[] {
  const nextEmpty = requiredFields.find((field) => snapshot.context.fields[field] === '');
  return [
    { type: 'open' },
    { type: 'cancel' },
    { type: 'submit' },
    ...(nextEmpty
      ? [{ type: 'change', field: nextEmpty, value: modelVisitor[nextEmpty] } as const]
      : []),
    { type: 'xstate.done.actor.sendEmail' },
    { type: 'xstate.error.actor.sendEmail', error: new Error('500 from the model') },
    { type: 'xstate.after.successDisplay.contact.success' },
    { type: 'xstate.after.sendTimeout.contact.sending' },
  ];
}

const filledCount = (snapshot: ContactSnapshot) =>
  requiredFields.filter((field) => snapshot.context.fields[field] !== '').length;

/** A state as the model tells them apart: where the machine is, and how much of the form is filled. */
export const describeState = (snapshot: ContactSnapshot) =>
  `${String(snapshot.value)} (${filledCount(snapshot)}/3 filled)`;

const traversal = {
  events: eventsFor as (snapshot: ContactSnapshot) => ModelEvent[],
  serializeState: describeState,
};
const logic = contactMachine as unknown as Parameters<typeof getShortestPaths>[0];

/**
 * Paths to replay in the browser: the shortest path to every state, plus one path for every
 * transition those do not take. A path that another path starts with is left out, since each
 * step of the longer one is checked.
 */
export function contactModelPaths(): ModelPath[] {
  const toEveryState = getShortestPaths(logic, traversal) as ModelPath[];
  const shortestTo = new Map(toEveryState.map((path) => [describeState(path.state), path]));
  const eventKey = (event: ModelEvent) => JSON.stringify(event);
  const covered = new Set<string>();
  for (const path of toEveryState) {
    // steps[0] is the machine starting (xstate.init), not a transition to cover.
    let from = describeState(path.steps[0]?.state ?? path.state);
    for (const step of path.steps.slice(1)) {
      covered.add(`${from} ${eventKey(step.event)}`);
      from = describeState(step.state);
    }
  }

  const adjacency = getAdjacencyMap(logic, traversal) as Record<
    string,
    {
      state: ContactSnapshot;
      transitions: Record<string, { event: ModelEvent; state: ContactSnapshot }>;
    }
  >;
  const extra: ModelPath[] = [];
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    for (const { event, state: next } of Object.values(transitions)) {
      if (describeState(next) === from || covered.has(`${from} ${eventKey(event)}`)) continue;
      const head = shortestTo.get(describeState(state));
      if (!head) continue;
      extra.push({
        state: next,
        steps: [...head.steps, { state: next, event }],
        weight: head.weight + 1,
      });
    }
  }

  const all = [...toEveryState, ...extra];
  const eventsOf = (path: ModelPath) => path.steps.map((step) => eventKey(step.event)).join(' ');
  return all.filter(
    (path) =>
      !all.some(
        (other) =>
          other !== path &&
          other.steps.length > path.steps.length &&
          eventsOf(other).startsWith(eventsOf(path)),
      ),
  );
}
