/**
 * Where each application stands (applications/<id>.json's `status` and `next`): its state and
 * the day of each change, and the next step; the applications in the order they need doing;
 * a state recorded in the file in place, by the owner's command or the editor's list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApplicationState } from '../../content/constants';
import type { Json } from '../../lib/json';
import { writeFileAtomically } from '../atomicFiles';
import { rewriteJson } from '../content/rewriteJson';
import type { Application } from './applicationFile';

/** One application's standing: its latest state and that state's day, and its next step. */
export interface Standing {
  id: string;
  state: ApplicationState;
  /** The day of the latest change; none for a draft never recorded. */
  date?: string;
  next?: { step: string; date?: string };
  /** Who the letter goes to, and what about. */
  to?: string;
  subject?: string;
}

/** States after which nothing is left to do. */
const closed = new Set<ApplicationState>(['declined', 'withdrawn']);

export function standingOf(id: string, { status, next, letter }: Application): Standing {
  const latest = status?.at(-1);
  return {
    id,
    state: latest?.state ?? 'draft',
    ...(latest && { date: latest.date }),
    ...(next && { next }),
    ...(letter && { to: letter.to[0], subject: letter.subject }),
  };
}

/**
 * By what needs doing next: the open applications with a next step, the soonest first; then those
 * with a step and no day; then those waiting, the longest waiting first; the closed ones last,
 * the latest closed first.
 */
export function byWhatNeedsDoing(standings: Standing[]): Standing[] {
  const rank = ({ state, next }: Standing) =>
    closed.has(state) ? 3 : next?.date ? 0 : next ? 1 : 2;
  const day = (standing: Standing) =>
    (rank(standing) === 0 ? standing.next!.date : standing.date) ?? '';
  return [...standings].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 3 ? day(b).localeCompare(day(a)) : day(a).localeCompare(day(b))) ||
      a.id.localeCompare(b.id),
  );
}

/** A field as RFC 4180 writes it: in quotes, its quotes doubled, when it holds a comma, quote or line break. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The applications as a CSV for a spreadsheet, a header row first, lines ended by CRLF. */
export function standingsCsv(standings: Standing[]): string {
  const rows = [
    ['id', 'state', 'date', 'next step', 'next step date', 'to', 'subject'],
    ...standings.map(({ id, state, date, next, to, subject }) => [
      id,
      state,
      date ?? '',
      next?.step ?? '',
      next?.date ?? '',
      to ?? '',
      subject ?? '',
    ]),
  ];
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The application with a change: a state reached on `today` (added after the others), or its next step (none: removed). */
export function withChange(
  application: Application,
  change: { state: ApplicationState; today: string } | { next: Application['next'] | null },
): Application {
  if ('next' in change) {
    const { next: _, ...rest } = application;
    return change.next ? { ...rest, next: change.next } : rest;
  }
  const status = application.status ?? [];
  if (status.at(-1)?.state === change.state) return application;
  return { ...application, status: [...status, { state: change.state, date: change.today }] };
}

/** Writes the change into `applications/<id>.json` in place: every other byte stays as it was. */
export function recordChange(
  folder: string,
  id: string,
  change: Parameters<typeof withChange>[1],
): Application {
  const file = path.join(folder, `${id}.json`);
  const text = fs.readFileSync(file, 'utf8');
  const before = JSON.parse(text) as Application;
  const after = withChange(before, change);
  writeFileAtomically(file, rewriteJson(text, before as Json, after as Json));
  return after;
}
