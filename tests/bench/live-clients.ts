import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The live load client (`live-push-clients.ts`) in a process of its own, spoken to over IPC: its
 * sockets and their timers never share a core's event loop with the server measured.
 */
export class LiveClients {
  private readonly child: ChildProcess = fork(path.join(import.meta.dirname, 'live-push-clients.ts'), [], {
    execArgv: ['--import', 'tsx', '--max-old-space-size=8192'],
  });
  ask<T>(msg: Record<string, unknown>): Promise<T> {
    return new Promise((resolve) => {
      this.child.once('message', (answer) => resolve(answer as T));
      this.child.send(msg);
    });
  }
  stop(): void {
    this.child.kill();
  }
}

export interface WireReport {
  histogram: Array<[number, number]>;
  changes: number;
  packets: number;
  gaps: number;
  lastAt: number;
}

/**
 * The light live load client (`live-wire-clients.ts`: bare WebSockets speaking socket.io's
 * framing) in `processes` processes of their own, each holding a share of the connections; the
 * answers of all are summed.
 */
export class WireClients {
  private readonly children: ChildProcess[];
  constructor(processes: number) {
    this.children = Array.from({ length: processes }, () =>
      fork(path.join(import.meta.dirname, 'live-wire-clients.ts'), [], {
        // `node --cpu-prof` on the bench profiles the load client too
        execArgv: [...process.execArgv.filter((a) => a.startsWith('--cpu-prof')), '--import', 'tsx'],
      }),
    );
  }
  private askOne<T>(child: ChildProcess, msg: Record<string, unknown>): Promise<T> {
    return new Promise((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send(msg);
    });
  }
  /** Opens one connection per entry of `follows` (what it subscribes to; null: nothing), spread over the processes. */
  async connect(
    url: string,
    follows: Array<{ matchIds?: number[]; sportId?: number } | null>,
  ): Promise<{ connected: number; failed: number }> {
    const n = this.children.length;
    const parts = await Promise.all(
      this.children.map((c, i) =>
        this.askOne<{ connected: number; failed: number }>(c, {
          cmd: 'connect',
          url,
          follows: follows.filter((_, j) => j % n === i),
        }),
      ),
    );
    return {
      connected: parts.reduce((s, p) => s + p.connected, 0),
      failed: parts.reduce((s, p) => s + p.failed, 0),
    };
  }
  async report(): Promise<WireReport> {
    const parts = await Promise.all(this.children.map((c) => this.askOne<WireReport>(c, { cmd: 'report' })));
    const histogram = new Map<number, number>();
    for (const p of parts) for (const [ms, k] of p.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + k);
    return {
      histogram: [...histogram],
      changes: parts.reduce((s, p) => s + p.changes, 0),
      packets: parts.reduce((s, p) => s + p.packets, 0),
      gaps: parts.reduce((s, p) => s + p.gaps, 0),
      lastAt: Math.max(...parts.map((p) => p.lastAt)),
    };
  }
  async close(): Promise<void> {
    await Promise.all(this.children.map((c) => this.askOne(c, { cmd: 'close' })));
  }
  /** Ends the processes (an exit of their own, so a profile is written). */
  stop(): void {
    for (const c of this.children) c.send({ cmd: 'exit' });
  }
}
