import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import {
  getNextTransitions,
  getStateNodes,
  type AnyEventObject,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import { contactMachine, type ContactEvent } from '../../../src/features/contact/contactMachine';

type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

/** What makes one step of a path happen on the real page. */
export type ModelAction =
  | { kind: 'visitor'; event: ContactEvent }
  | { kind: 'time passes'; ms: number }
  | { kind: 'send settles'; sent: boolean };

export interface ModelPath {
  steps: { action: ModelAction; state: ContactSnapshot }[];
  end: ContactSnapshot;
}

const requiredFields = ['name', 'email', 'message'] as const;
export const modelVisitor = { name: 'Grace Model', email: 'grace@example.com', message: 'Hi!' };

const filledCount = (snapshot: ContactSnapshot) =>
  requiredFields.filter((field) => snapshot.context.fields[field] !== '').length;

/** A state as the model tells them apart: where the machine is, and how much of the form is filled. */
export const describeState = (snapshot: ContactSnapshot) =>
  `${String(snapshot.value)} (${filledCount(snapshot)}/3 filled${snapshot.context.honeypot ? ', honeypot filled' : ''})`;

/** What a form-filling bot puts in the honeypot. */
export const botHoneypotValue = 'https://spam.example';

/** Events the visitor causes are the ones the machine's states name in their `on` blocks. */
const visitorEventTypes = new Set(
  Object.values(contactMachine.root.states).flatMap((node) => Object.keys(node.config.on ?? {})),
);

/**
 * Every event the machine can take in this state, read from the machine itself: the visitor's
 * (required fields filled in one fixed order, to keep the model finite) and those it raises
 * itself, when its sender settles or one of its delays runs out.
 */
function eventsFor(snapshot: ContactSnapshot): AnyEventObject[] {
  const nextEmpty = requiredFields.find((field) => snapshot.context.fields[field] === '');
  const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
  return [...types].flatMap((type): AnyEventObject[] => {
    if (type === 'change') {
      return nextEmpty ? [{ type, field: nextEmpty, value: modelVisitor[nextEmpty] }] : [];
    }
    if (type === 'honeypotChange') {
      // A bot fills every field, so the browser's own required check lets its submit through;
      // the honeypot last keeps the model small.
      const restFilled =
        filledCount(snapshot) === requiredFields.length && !snapshot.context.honeypot;
      return restFilled ? [{ type, value: botHoneypotValue }] : [];
    }
    if (visitorEventTypes.has(type)) return [{ type }];
    // A settled sender: `output` for success, `error` for failure; the machine reads only its own.
    return [{ type, output: undefined, error: new Error('The model failed this send') }];
  });
}

/** How the event that led from `from` to `to` comes about on the page. */
function actionFor(from: ContactSnapshot, event: AnyEventObject, to: ContactSnapshot): ModelAction {
  if (visitorEventTypes.has(event.type)) return { kind: 'visitor', event: event as ContactEvent };
  const delayed = getStateNodes(contactMachine.root, from.value)
    .flatMap((node) => node.after)
    .find((transition) => transition.eventType === event.type);
  if (delayed) {
    const delays = contactMachine.implementations.delays as Record<string, unknown>;
    const ms = typeof delayed.delay === 'string' ? delays[delayed.delay] : delayed.delay;
    if (typeof ms !== 'number') throw new Error(`The model cannot time ${delayed.eventType}`);
    return { kind: 'time passes', ms };
  }
  return { kind: 'send settles', sent: to.value === 'success' };
}

const traversal = { events: eventsFor, serializeState: describeState };
const logic = contactMachine as AnyStateMachine;
type GraphPath = {
  state: ContactSnapshot;
  steps: { state: ContactSnapshot; event: AnyEventObject }[];
};

/** Turns a path of the graph into page actions; steps[0] is the machine starting. */
function toModelPath(path: GraphPath): ModelPath {
  const steps = path.steps.slice(1).map((step, index) => ({
    action: actionFor(path.steps[index]!.state, step.event, step.state),
    state: step.state,
  }));
  return { steps, end: path.state };
}

/**
 * Paths to replay in the browser: the shortest path to every state, plus one path for every
 * transition those do not take. A path that another path starts with is left out, since each
 * step of the longer one is checked.
 */
export function contactModelPaths(): ModelPath[] {
  const toEveryState = getShortestPaths(logic, traversal) as unknown as GraphPath[];
  const shortestTo = new Map(toEveryState.map((path) => [describeState(path.state), path]));
  const eventKey = (event: AnyEventObject) => JSON.stringify({ ...event, error: undefined });
  const covered = new Set(
    toEveryState.flatMap((path) =>
      path.steps
        .slice(1)
        .map((step, index) => `${describeState(path.steps[index]!.state)} ${eventKey(step.event)}`),
    ),
  );

  const adjacency = getAdjacencyMap(logic, traversal) as unknown as Record<
    string,
    {
      state: ContactSnapshot;
      transitions: Record<string, { event: AnyEventObject; state: ContactSnapshot }>;
    }
  >;
  const extra: GraphPath[] = [];
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    for (const { event, state: next } of Object.values(transitions)) {
      if (describeState(next) === from || covered.has(`${from} ${eventKey(event)}`)) continue;
      const head = shortestTo.get(describeState(state));
      if (head) extra.push({ state: next, steps: [...head.steps, { state: next, event }] });
    }
  }

  const all = [...toEveryState, ...extra];
  const eventsOf = (path: GraphPath) => path.steps.map((step) => eventKey(step.event)).join(' ');
  return all
    .filter(
      (path) =>
        !all.some(
          (other) =>
            other !== path &&
            other.steps.length > path.steps.length &&
            eventsOf(other).startsWith(eventsOf(path)),
        ),
    )
    .map(toModelPath);
}

/** A short name for a step, for test titles. */
export function describeAction(action: ModelAction): string {
  if (action.kind === 'visitor') {
    return action.event.type === 'honeypotChange' ? 'a bot fills the honeypot' : action.event.type;
  }
  if (action.kind === 'time passes') return `${action.ms / 1000} s pass`;
  return action.sent ? 'sent' : 'send fails';
}
