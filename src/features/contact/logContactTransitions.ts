import type { InspectionEvent } from 'xstate';

/**
 * Development only (see contactRuntime.ts): logs each transition of the contact machine through
 * XState's inspection API, such as `[contact] open → sending on submit`.
 */
export function logContactTransitions() {
  let previous: unknown;
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    if (inspection.actorRef.sessionId !== inspection.rootId) return; // the sending actor, not the machine
    const { value } = inspection.snapshot as { value?: unknown };
    if (value === previous) return;
    console.debug(
      `[contact] ${String(previous ?? 'start')} → ${String(value)} on ${inspection.event.type}`,
    );
    previous = value;
  };
}
