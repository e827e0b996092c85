/**
 * Preloaded (`node --require`) into each build the bench times: at exit, writes the process's
 * processor time, user and system, of every thread, in seconds, to BENCH_CPU_FILE. A build's
 * processor time changes less than its wall time with what else the machine runs.
 */
const fs = require('node:fs');

process.once('exit', () => {
  const { user, system } = process.cpuUsage();
  fs.writeFileSync(process.env.BENCH_CPU_FILE, String((user + system) / 1e6));
});
