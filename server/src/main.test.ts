import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let serverPid = 0;
afterEach(() => {
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
});

// The parent ends as soon as the server has logged its first line, while it is still starting: a
// server that only looked up its parent once started had been handed to another process by then,
// and under load that also happened after a parent ended just as the server said it was up.
it('with EXIT_WITH_PARENT=1 the server stops when the process that started it ends, even mid-start', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-test-main-'));
  // A parent that starts the server in the background, says its pid, and ends when told to.
  const parent = spawn('bash', ['-c', 'node --import tsx src/main.ts & echo "pid $!"; read -r _'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED: 'none',
      LOG_LEVEL: 'info',
      EXIT_WITH_PARENT: '1',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const firstLog = new Promise<void>((resolve) => {
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /pid (\d+)/.exec(out);
      if (pid) serverPid = Number(pid[1]);
      if (serverPid && out.includes('"msg"')) resolve();
    });
  });
  await firstLog;
  expect(alive(serverPid)).toBe(true);

  parent.stdin.end();
  await new Promise((resolve) => parent.once('exit', resolve));
  await expect.poll(() => alive(serverPid), { timeout: 20_000, interval: 250 }).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);
