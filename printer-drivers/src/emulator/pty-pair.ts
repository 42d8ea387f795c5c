import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The socat binary on PATH, or null when it is not installed (Debian: `apt-get install socat`). */
export function findSocat(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v socat'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  return found.status === 0 && bin ? bin : null;
}

export interface PtyPair {
  /** the end the printer (emulator) listens on */
  printerPath: string;
  /** the end the terminal opens as its serial printer */
  hostPath: string;
  close(): Promise<void>;
}

async function waitFor(
  check: () => boolean,
  timeoutMs: number,
  what: string,
  child: ChildProcess,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (child.exitCode !== null) throw new Error(`socat exited (${child.exitCode}) before ${what}`);
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Two linked pseudo terminals from a socat child process: bytes written to one end come out of the
 * other, as over a null-modem cable. Both ends are raw with echo off, as a serial line is.
 */
export async function openPtyPair(options: { dir?: string; timeoutMs?: number } = {}): Promise<PtyPair> {
  const socat = findSocat();
  if (!socat) throw new Error('socat is not installed (apt-get install -y socat)');
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'printer-pty-'));
  const printerPath = path.join(dir, 'printer');
  const hostPath = path.join(dir, 'host');
  const child = spawn(socat, [`pty,raw,echo=0,link=${printerPath}`, `pty,raw,echo=0,link=${hostPath}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    await waitFor(
      () => fs.existsSync(printerPath) && fs.existsSync(hostPath),
      options.timeoutMs ?? 5000,
      'the pseudo terminals',
      child,
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}${stderr ? `: ${stderr.trim()}` : ''}`);
  }
  let closed: Promise<void> | null = null;
  return {
    printerPath,
    hostPath,
    close() {
      closed ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(() => {
        if (!options.dir) fs.rmSync(dir, { recursive: true, force: true });
      });
      return closed;
    },
  };
}
