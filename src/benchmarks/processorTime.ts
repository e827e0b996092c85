/**
 * The processor time, user and system, of every process this one started and theirs in turn
 * (`npm run edit`'s server, Chromium's browser, renderer and GPU processes), from Linux's /proc:
 * a benchmark's work changes less with what else the machine runs than its wall time does.
 * Null where there is no /proc.
 */
import fs from 'node:fs';

/** Clock ticks a second, as /proc counts them (`getconf CLK_TCK` on Linux). */
const ticksPerSecond = 100;

/** Milliseconds of processor time the processes under this one have taken so far. */
export function descendantsProcessorMs(): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const processes = fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // After the command's name in parentheses: state, parent, …, user ticks (14th), system (15th).
      const fields = fs
        .readFileSync(`/proc/${name}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ');
      return [{ pid: Number(name), parent: Number(fields[1]), ticks: +fields[11]! + +fields[12]! }];
    } catch {
      return []; // gone meanwhile
    }
  });
  const under = new Set([process.pid]);
  let ticks = 0;
  // A child's number is not always above its parent's: go round until no more are found.
  for (let found = true; found;) {
    found = false;
    for (const each of processes)
      if (!under.has(each.pid) && under.has(each.parent)) {
        under.add(each.pid);
        ticks += each.ticks;
        found = true;
      }
  }
  return (ticks * 1000) / ticksPerSecond;
}
