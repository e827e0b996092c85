/**
 * `npm run bench -- build`: how long an owner waits, as ratios to the toolchain's floor measured in
 * the same run (webpack with ts-loader compiling and minifying a one-heading React page, with
 * source maps and a TypeScript config). Cases: the owner's site cold and rebuilt unchanged and after
 * one word of its content changed; one language and three of the same owner, cold; `npm start`
 * to the page and to a content edit. Medians of 3 rounds, each round running every case in turn.
 * `--baseline <folder>` measures another checkout (a worktree of an earlier commit) beside this one.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cacheDirectory, cacheFolderSuffix } from '../buildtime/webpack/buildCache';
import { contentFileOf } from '../buildtime/settings/buildSettings';
import { inCheckout, projectPaths, publicDirOf } from '../buildtime/settings/projectPaths';
import { median } from './lighthouse';
import { prerenderedPages } from '../buildtime/pages/prerenderWith';
import { keptDocuments } from '../buildtime/documents/documentThread';

const rounds = 3;
/** npm start's port is this plus the round's number (BENCH_PORT, for a machine others share). */
const port = Number(process.env.BENCH_PORT ?? 8170);
/** The owner's own content (CONTENT_FILE, else owner/portfolio.json or the sample). */
const ownContent = contentFileOf(process.env);
const threeLanguageOwner = path.join(projectPaths.root, 'test/fixtures/arabic-owner');

/**
 * A one-heading React page with webpack, ts-loader and source maps, minified by webpack's default
 * minifier (terser, two passes, on worker threads), as a new webpack project has it.
 */
function makeFloorProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-floor-'));
  const files: Record<string, string> = {
    'src/index.tsx':
      "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')!).render(<h1>A minimal page</h1>);\n",
    'webpack.config.ts':
      "export default { mode: 'production', devtool: 'source-map', entry: './src/index.tsx',\n" +
      "  resolve: { extensions: ['.tsx', '.ts', '.js'] },\n" +
      "  module: { rules: [{ test: /\\.tsx?$/, loader: 'ts-loader', options: { transpileOnly: true } }] } };\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        jsx: 'react-jsx',
        module: 'esnext',
        target: 'es2022',
        esModuleInterop: true,
      },
      'ts-node': { transpileOnly: true, compilerOptions: { module: 'commonjs' } },
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.join(projectPaths.root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * A content folder of the bench's own: its caches are its own, and editing it touches nothing.
 * From a content file, with its images; from a folder, these of its files (or all).
 */
function copyContent(from: string, files?: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-content-'));
  if (fs.statSync(from).isFile()) {
    fs.copyFileSync(from, path.join(dir, 'portfolio.json'));
    fs.cpSync(publicDirOf(from), path.join(dir, 'public'), { recursive: true });
  } else
    for (const file of files ?? fs.readdirSync(from))
      fs.cpSync(path.join(from, file), path.join(dir, file), { recursive: true });
  // The $schema line names a file beside the original (for editors), and a baseline checkout
  // older than it, or than "format", would refuse the field (this checkout reads content without
  // "format" by its shape).
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const written = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const { $schema: _editorLine, format: _format, ...content } = written;
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  }
  return dir;
}

/** Forgets webpack's cache of a content folder, in the checkout at `root`. */
const forgetCache = (root: string, contentDir: string) => {
  const directory = inCheckout(root, cacheDirectory);
  const suffix = cacheFolderSuffix(path.join(contentDir, 'portfolio.json'));
  for (const name of fs.existsSync(directory) ? fs.readdirSync(directory) : [])
    if (name.endsWith(suffix)) fs.rmSync(path.join(directory, name), { recursive: true });
};

/** What a build took: seconds of wall time, and of processor time (user and system). */
interface Took {
  seconds: number;
  cpu: number;
}

/** What a Node command takes. */
function timed(command: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Took {
  const cpuFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-cpu-')), 'cpu');
  const start = performance.now();
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --require ${cpuTimeAtExit}`.trim();
  execFileSync(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, ...env, BENCH_CPU_FILE: cpuFile, NODE_OPTIONS: nodeOptions },
    stdio: 'ignore',
  });
  const seconds = (performance.now() - start) / 1000;
  // The build's own and its child processes'.
  const lines = fs.readFileSync(cpuFile, 'utf8').trim().split('\n');
  const cpu = lines.reduce((sum, line) => sum + Number(line), 0);
  fs.rmSync(path.dirname(cpuFile), { recursive: true });
  return { seconds, cpu };
}

const cpuTimeAtExit = path.join(__dirname, 'cpuTimeAtExit.cjs');

const webpackCli = (root: string) => [
  process.execPath,
  path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
];

const get = (url: string) =>
  new Promise<string | null>((resolve) => {
    http
      .get(url, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve(response.statusCode === 200 ? body : null));
      })
      .on('error', () => resolve(null));
  });

async function until(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  return (performance.now() - start) / 1000;
}

/** `npm start`: seconds to the page (its script served), then to an edited email in it. */
async function devServerTimes(root: string, contentDir: string, port: number) {
  const contentFile = path.join(contentDir, 'portfolio.json');
  const start = performance.now();
  const server = spawn(
    webpackCli(root)[0]!,
    [...webpackCli(root).slice(1), 'serve', '--mode', 'development', '--port', String(port)],
    { cwd: root, env: { ...process.env, CONTENT_FILE: contentFile }, stdio: 'ignore' },
  );
  const script = () => get(`http://localhost:${port}/assets/main.js`);
  try {
    await until(
      async () => (await get(`http://localhost:${port}/`)) !== null && !!(await script()),
    );
    const toPage = (performance.now() - start) / 1000;
    const content = JSON.parse(fs.readFileSync(contentFile, 'utf8'));
    const edited = `edited-${Date.now()}@example.com`;
    content.profile.email = edited;
    fs.writeFileSync(contentFile, JSON.stringify(content));
    const toEdit = await until(async () => !!(await script())?.includes(edited));
    return { toPage, toEdit };
  } finally {
    server.kill();
  }
}

/** Every case once, for one checkout; `devContent` is the same folder every round. */
async function measureRound(root: string, floorDir: string, devContent: string, port: number) {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-out-'));
  // A cold build finds neither webpack's cache nor a prerendered page nor drawn files.
  const coldBuild = (contentDir: string) => {
    prerenderedPages.forget(root);
    keptDocuments.forget(root);
    return build(contentDir);
  };
  const build = (contentDir: string) =>
    timed([...webpackCli(root), '--mode', 'production', '--output-path', output], root, {
      CONTENT_FILE: path.join(contentDir, 'portfolio.json'),
    });
  const site = copyContent(ownContent);
  const oneLanguage = copyContent(threeLanguageOwner, ['portfolio.json', 'public']);
  const threeLanguages = copyContent(threeLanguageOwner);
  try {
    const floor = timed(webpackCli(root), floorDir);
    const cold = coldBuild(site);
    const unchanged = build(site);
    const content = JSON.parse(fs.readFileSync(path.join(site, 'portfolio.json'), 'utf8'));
    content.about.summary = content.about.summary.replace(/\S+/, 'Edited');
    fs.writeFileSync(path.join(site, 'portfolio.json'), JSON.stringify(content));
    const edited = build(site);
    const one = coldBuild(oneLanguage);
    const three = coldBuild(threeLanguages);
    const dev = await devServerTimes(root, devContent, port);
    const builds = { floor, cold, unchanged, edited, one, three };
    const each = (of: keyof Took) =>
      Object.fromEntries(Object.entries(builds).map(([key, took]) => [key, took[of]]));
    return { ...(each('seconds') as Builds), ...dev, cpu: each('cpu') as Builds };
  } finally {
    for (const dir of [site, oneLanguage, threeLanguages]) {
      forgetCache(root, dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.rmSync(output, { recursive: true, force: true });
  }
}

type BuildCase = 'floor' | 'cold' | 'unchanged' | 'edited' | 'one' | 'three';
type Builds = Record<BuildCase, number>;
/** A round's wall times of every case, and the processor times of the builds. */
type Round = Builds & { toPage: number; toEdit: number; cpu: Builds };
type Case = Exclude<keyof Round, 'cpu'>;

const limits: { key: Case; name: string; of: 'floor' | 'one'; limit: number }[] = [
  { key: 'cold', name: 'cold build of this site', of: 'floor', limit: 2.0 },
  { key: 'unchanged', name: 'rebuild, nothing changed', of: 'floor', limit: 0.6 },
  { key: 'edited', name: 'rebuild, one word of content edited', of: 'floor', limit: 0.8 },
  {
    key: 'one',
    name: 'one language of a three-language owner, cold',
    of: 'floor',
    limit: Infinity,
  },
  { key: 'three', name: 'three languages, cold', of: 'one', limit: 1.5 },
  { key: 'toPage', name: 'npm start, to the page', of: 'floor', limit: 2.0 },
  { key: 'toEdit', name: 'npm start, a content edit shown (s)', of: 'floor', limit: Infinity },
];

/**
 * Medians of the rounds, as ratios to the floor (or to one language). Processor time beside wall
 * time: on a machine others share, load stretches wall time more than it does processor time.
 */
function table(name: string, runs: Round[]) {
  const m = (key: Case) => median(runs.map((run) => run[key]));
  const cpu = (key: BuildCase) => median(runs.map((run) => run.cpu[key]));
  console.log(
    `\n${name}: floor ${m('floor').toFixed(2)} s, ${cpu('floor').toFixed(2)} s of processor ` +
      `time (medians of ${runs.length}; load average ${os.loadavg()[0]!.toFixed(1)} on ` +
      `${os.availableParallelism()} cores)`,
  );
  const isBuild = (key: Case): key is BuildCase => key in runs[0]!.cpu;
  console.table(
    limits.map(({ key, name: what, of, limit }) => ({
      case: what,
      seconds: m(key).toFixed(2),
      ratio: `${(m(key) / m(of)).toFixed(2)} × ${of}`,
      'processor s': isBuild(key) ? cpu(key).toFixed(2) : '',
      'processor ratio': isBuild(key) ? `${(cpu(key) / cpu(of)).toFixed(2)} × ${of}` : '',
      limit: Number.isFinite(limit) ? `≤ ${limit}` : key === 'toEdit' ? '≤ 1 s' : '',
    })),
  );
}

export async function benchBuild(baseline: string | undefined): Promise<void> {
  const floorDir = makeFloorProject();
  const checkouts = [
    { name: 'this checkout', root: projectPaths.root },
    ...(baseline ? [{ name: `baseline ${baseline}`, root: path.resolve(baseline) }] : []),
  ];
  const runs = new Map<string, Round[]>(checkouts.map(({ name }) => [name, []]));
  // npm start's content stays for every round: its first start is cold, the others find a cache.
  const devContent = new Map(checkouts.map(({ name }) => [name, copyContent(ownContent)]));
  for (let round = 1; round <= rounds; round++)
    for (const { name, root } of checkouts) {
      process.stdout.write(`Round ${round} of ${rounds}: ${name}\n`);
      runs.get(name)!.push(await measureRound(root, floorDir, devContent.get(name)!, port + round));
    }
  for (const [name, measured] of runs) table(name, measured);
  for (const { name, root } of checkouts)
    for (const dir of [floorDir, devContent.get(name)!]) forgetCache(root, dir);
  for (const dir of [floorDir, ...devContent.values()])
    fs.rmSync(dir, { recursive: true, force: true });
}
