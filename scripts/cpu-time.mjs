// Runs a command and writes the CPU seconds it and the processes it waited for used to the file named by
// CPU_TIME_FILE (Linux's /proc: the children's user and system time once they are reaped). scripts/test-all.mjs runs
// each step through this, so the budget of every step shows in every run, also for steps that run side by side.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) throw new Error('usage: node scripts/cpu-time.mjs <command> [args…]');

/** Linux's clock ticks a second (`getconf CLK_TCK`): 100 on every kernel Node supports there. */
const TICKS_PER_SECOND = 100;

function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  // Fields after the command name (which may hold spaces and parentheses): cutime and cstime are the 14th and 15th.
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

const child = spawn(cmd, args, { stdio: 'inherit' });
child.on('close', (status, signal) => {
  const file = process.env.CPU_TIME_FILE;
  if (file) writeFileSync(file, JSON.stringify({ cpuSeconds: childrenCpuSeconds() }));
  process.exit(status ?? (signal ? 1 : 0));
});
