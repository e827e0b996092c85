// The lowest release of a Node line that package.json "engines" allows, for .ci/run: `node
// .ci/engineFloor.mjs 22` prints 22.18.0 for "^22.18.0 || >=24.4.0" (and 24.4.0 for 24).
import fs from 'node:fs';
import process from 'node:process';

const line = Number(process.argv[2]);
const range = JSON.parse(fs.readFileSync('package.json', 'utf8')).engines?.node ?? '';
const floors = range.split('||').flatMap((alternative) => {
  const match = /^(\^|>=)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(alternative.trim());
  if (!match) return [];
  const [major, minor = 0, patch = 0] = match.slice(2).map((part) => Number(part ?? 0));
  if (match[1] === '^') return major === line ? [[major, minor, patch]] : [];
  if (major > line) return [];
  return [major === line ? [major, minor, patch] : [line, 0, 0]];
});
if (floors.length === 0) {
  process.stderr.write(
    `package.json "engines.node" (${JSON.stringify(range)}) allows no Node ${line} in a form .ci/run reads ("^${line}.A.B" or ">=${line}.A.B", joined by "||"): give the lowest release of each supported line.\n`,
  );
  process.exit(1);
}
floors.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
process.stdout.write(`${floors[0].join('.')}\n`);
