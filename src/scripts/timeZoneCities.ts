/**
 * `node --require ./src/scripts/runTypeScript.cjs src/scripts/timeZoneCities.ts [zone.tab]`: writes the cities of the IANA time zone
 * database, each with its country's code, to src/buildtime/applications/matching/timeZoneCities.json
 * (where a posting's job is: "Stockholm" is Sweden). Its source is tzdata's zone.tab (public
 * domain), /usr/share/zoneinfo/zone.tab unless told; run again when tzdata has new zones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectPaths } from '../buildtime/settings/projectPaths';

const source = process.argv[2] ?? '/usr/share/zoneinfo/zone.tab';
const cities: Record<string, string> = {};
for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const [country, , zone] = line.split('\t');
  const city = zone!.split('/').at(-1)!.replace(/_/g, ' ');
  cities[city] ??= country!;
}
const file = path.join(
  projectPaths.root,
  'src/buildtime/applications/matching/timeZoneCities.json',
);
const version = /^# version (\S+)/m.exec(fs.readFileSync(source, 'utf8'))?.[1];
fs.writeFileSync(
  file,
  `${JSON.stringify(
    {
      source: `IANA time zone database, zone.tab${version ? ` (tzdata ${version})` : ''}`,
      licence: 'public domain',
      generated: new Date().toISOString().slice(0, 10),
      cities: Object.fromEntries(Object.entries(cities).sort(([a], [b]) => a.localeCompare(b))),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `${Object.keys(cities).length} cities written to ${path.relative(process.cwd(), file)}`,
);
