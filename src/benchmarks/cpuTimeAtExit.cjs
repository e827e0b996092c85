/**
 * Preloaded (NODE_OPTIONS=--require) into each build the bench times and every Node process it
 * starts (the floor's minifier runs in a child process): at exit, each adds a line to BENCH_CPU_FILE
 * with its processor time, user and system, of every thread, in seconds. A build's processor time
 * changes less than its wall time with what else the machine runs.
 */
const fs = require('node:fs');

process.once('exit', () => {
  const { user, system } = process.cpuUsage();
  fs.appendFileSync(process.env.BENCH_CPU_FILE, `${(user + system) / 1e6}\n`);
});
