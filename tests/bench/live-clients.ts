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
