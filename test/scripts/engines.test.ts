/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../../src/buildtime/settings/projectPaths';

type Version = [number, number, number];
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const versionOf = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => Number(part) || 0);
  return [major, minor, patch];
};

/** The releases one comparator of an `engines.node` range accepts: from `low`, below `high`. */
function comparatorRange(comparator: string): { low: Version; high: Version } {
  const [, operator = '', text = ''] = /^(\^|~|>=|<=|>|<|=)?v?(.*)$/.exec(comparator)!;
  const version = versionOf(text);
  const given = text.split('.').filter((part) => /^\d+$/.test(part)).length;
  const next = (at: number): Version =>
    at === 0 ? [version[0] + 1, 0, 0] : [version[0], version[1] + 1, 0];
  if (text === '' || text === '*' || text === 'x')
    return { low: [0, 0, 0], high: [Infinity, 0, 0] };
  if (operator === '>=' || operator === '>') return { low: version, high: [Infinity, 0, 0] };
  if (operator === '<') return { low: [0, 0, 0], high: version };
  if (operator === '<=') return { low: [0, 0, 0], high: [version[0], version[1], version[2] + 1] };
  if (operator === '^') return { low: version, high: next(0) };
  if (operator === '~') return { low: version, high: next(given === 1 ? 0 : 1) };
  // A bare version: as many parts as given (22 is every 22.x.y).
  return {
    low: version,
    high:
      given === 3
        ? ([...version.slice(0, 2), version[2] + 1] as Version)
        : next(given === 1 ? 0 : 1),
  };
}

/** The lowest release of the Node line `major` an `engines.node` range accepts; null for none. */
function floorIn(range: string, major: number): Version | null {
  const floors = range
    .split('||')
    .map((alternative) => {
      const comparators = alternative
        .trim()
        .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
        .split(/\s+/);
      let low: Version = [major, 0, 0];
      let high: Version = [major + 1, 0, 0];
      for (const each of comparators.map(comparatorRange)) {
        if (compare(each.low, low) > 0) low = each.low;
        if (compare(each.high, high) < 0) high = each.high;
      }
      return compare(low, high) < 0 ? low : null;
    })
    .filter((floor) => floor !== null)
    .sort(compare);
  return floors[0] ?? null;
}

/** Every installed package's name and `engines.node`, however deep in node_modules. */
function installedEngines(folder: string, found: [string, string][] = []): [string, string][] {
  for (const name of fs.readdirSync(folder)) {
    if (name.startsWith('.')) continue;
    const at = path.join(folder, name);
    if (name.startsWith('@')) {
      installedEngines(at, found);
      continue;
    }
    const manifest = path.join(at, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name: packageName, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        engines?: { node?: unknown };
      };
      if (typeof engines?.node === 'string') found.push([packageName ?? name, engines.node]);
    }
    if (fs.existsSync(path.join(at, 'node_modules')))
      installedEngines(path.join(at, 'node_modules'), found);
  }
  return found;
}

describe('the Node releases package.json says the project runs on (engines)', () => {
  const { engines } = JSON.parse(
    fs.readFileSync(path.join(projectPaths.root, 'package.json'), 'utf8'),
  ) as { engines: { node: string } };
  const lines = [22, 24];

  it('start, in each supported line, where every installed package says it runs', () => {
    const installed = installedEngines(path.join(projectPaths.root, 'node_modules'));
    expect(installed.length).toBeGreaterThan(100);
    for (const line of lines) {
      const ours = floorIn(engines.node, line);
      expect([line, ours]).toEqual([line, expect.any(Array)]);
      const refusing = installed
        .filter(([, range]) => {
          const theirs = floorIn(range, line);
          return theirs === null || compare(theirs, ours!) > 0;
        })
        .map(([name, range]) => `${name} (${range})`);
      expect([line, refusing]).toEqual([line, []]);
    }
  });

  it('start no lower than Node 22.2, whose zlib.crc32 the ZIP reader needs', () => {
    expect(compare(floorIn(engines.node, 22)!, [22, 2, 0])).toBeGreaterThanOrEqual(0);
  });
});
