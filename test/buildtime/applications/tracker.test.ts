/** @jest-environment node */
/**
 * Where each application stands: the list by what needs doing next, its CSV, and a state or a
 * next step written into the owner's file in place; applications of the test's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  readApplication,
  type Application,
} from '../../../src/buildtime/applications/applicationFile';
import {
  byWhatNeedsDoing,
  recordChange,
  standingOf,
  standingsCsv,
} from '../../../src/buildtime/applications/tracker';
import { writeFileTree } from '../../support/fileTree';

const applications: Record<string, Application> = {
  waiting: { status: [{ state: 'sent', date: '2026-11-10' }] },
  'waiting-longer': {
    status: [
      { state: 'draft', date: '2026-10-01' },
      { state: 'sent', date: '2026-10-20' },
    ],
  },
  'call-soon': {
    status: [{ state: 'interview', date: '2026-11-20' }],
    next: { step: 'Call Anna back', date: '2026-11-28' },
  },
  'call-later': { next: { step: 'Send the portfolio', date: '2026-12-15' } },
  undated: { next: { step: 'Ask about the salary' } },
  declined: {
    status: [{ state: 'declined', date: '2026-11-01' }],
    next: { step: 'Nothing', date: '2026-11-02' },
  },
  withdrawn: { status: [{ state: 'withdrawn', date: '2026-11-15' }] },
};
const standings = Object.entries(applications).map(([id, one]) => standingOf(id, one));

describe('the applications, by what needs doing next', () => {
  it('puts dated next steps first, the soonest first, then undated ones, the waiting, and the closed last', () => {
    expect(byWhatNeedsDoing(standings).map(({ id }) => id)).toEqual([
      'call-soon',
      'call-later',
      'undated',
      'waiting-longer',
      'waiting',
      'withdrawn',
      'declined',
    ]);
  });

  it("gives each its latest state and that state's day, a draft when none is recorded", () => {
    const byId = Object.fromEntries(standings.map((one) => [one.id, one]));
    expect(byId['waiting-longer']).toMatchObject({ state: 'sent', date: '2026-10-20' });
    expect(byId['call-later']).toMatchObject({ state: 'draft' });
    expect(byId['call-later']!.date).toBeUndefined();
  });

  it('is a CSV a spreadsheet reads: a header, CRLF lines, fields with commas, quotes or line breaks quoted', () => {
    const letter = {
      to: ['Acme, "North"'],
      subject: 'Engineer\nData',
      greeting: 'Hello,',
      body: ['…'],
      closing: 'Best,',
    };
    const csv = standingsCsv([
      standingOf('acme', { letter, next: { step: 'Say "yes"', date: '2026-12-01' } }),
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header!.split(',')).toHaveLength(7);
    expect(row).toBe('acme,draft,,"Say ""yes""",2026-12-01,"Acme, ""North""","Engineer\nData"');
    expect(end).toBe('');
  });
});

describe("a change written into the owner's application file", () => {
  const text = '{\n\t"posting": "Data Engineer",\n\t"phone": false\n}\n';
  const folder = writeFileTree({ 'nordvik.json': text });
  const file = path.join(folder, 'nordvik.json');

  it('adds the state with its day after the others, and keeps every other byte', () => {
    recordChange(folder, 'nordvik', { state: 'sent', today: '2026-11-25' });
    recordChange(folder, 'nordvik', { state: 'sent', today: '2026-11-26' });
    recordChange(folder, 'nordvik', { state: 'interview', today: '2026-12-01' });
    const written = fs.readFileSync(file, 'utf8');
    expect(written.startsWith(`${text.slice(0, text.lastIndexOf('\n}'))},\n\t"status": [`)).toBe(
      true,
    );
    const read = readApplication(folder, 'nordvik');
    if ('problems' in read) throw new Error(read.problems.join('\n'));
    expect(read.application.status).toEqual([
      { state: 'sent', date: '2026-11-25' },
      { state: 'interview', date: '2026-12-01' },
    ]);
  });

  it('sets the next step, and removes it', () => {
    recordChange(folder, 'nordvik', { next: { step: 'Call back', date: '2026-12-03' } });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).next).toEqual({
      step: 'Call back',
      date: '2026-12-03',
    });
    recordChange(folder, 'nordvik', { next: null });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).not.toHaveProperty('next');
  });

  it('is refused in one line naming the field when the file names a state there is not', () => {
    const broken = writeFileTree({
      'acme.json': JSON.stringify({ status: [{ state: 'hired', date: '2026-11-25' }] }),
    });
    const read = readApplication(broken, 'acme');
    expect('problems' in read && read.problems).toEqual([
      expect.stringMatching(
        /status.*0.*state.*hired.*draft, sent, interview, offer, declined, or withdrawn/,
      ),
    ]);
  });
});
