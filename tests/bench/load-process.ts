import { fork, type ChildProcess } from 'node:child_process';

/**
 * A bench's load client in a process of its own, so that the client's work never shares the
 * server's event loop; spoken to over IPC: a command to run, answered by its figures (or
 * `{ error }`).
 */
export class LoadProcess<Command extends object, Figures extends object> {
  private readonly child: ChildProcess;
  constructor(file: string) {
    // its own execArgv: a CPU profile of the bench (--cpu-prof) stays the server's alone
    this.child = fork(file, [], { execArgv: ['--import', 'tsx'] });
  }
  run(cmd: Command): Promise<Figures> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (answer: Figures | { error: string }) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
      );
      this.child.send(cmd);
    });
  }
  stop(): void {
    this.child.kill();
  }
}
