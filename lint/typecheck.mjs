// Type-checks every workspace, as many at a time as the machine has cores: each `tsc` runs on one
// core, and one after another they took over three minutes of CI. A workspace's output is printed
// whole when it ends; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// the longest first (tests reaches into every package), so the last to start are short ones
const LONGEST_FIRST = ['tests', 'web', 'terminal', 'server', 'printer-drivers', 'shared'];
const rank = (w) => (LONGEST_FIRST.includes(w) ? LONGEST_FIRST.indexOf(w) : -1);
const checked = workspaces
  .filter((w) => JSON.parse(fs.readFileSync(path.join(root, w, 'package.json'), 'utf8')).scripts?.typecheck)
  .sort((a, b) => rank(a) - rank(b));

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: path.join(root, workspace) });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...checked];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(os.availableParallelism(), waiting.length) }, async () => {
    for (let w = waiting.shift(); w !== undefined; w = waiting.shift()) if (!(await check(w))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
