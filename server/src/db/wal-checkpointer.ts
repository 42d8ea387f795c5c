import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer looks at the log when the last look found nothing left to copy. */
const IDLE_MS = 100;
/** How soon it looks again when writes came in while it copied. */
const BUSY_MS = 5;

/**
 * The log's size in pages at which the server's own connection checkpoints after a commit, as
 * SQLite does by default at 1,000: only when the checkpointer has fallen that far behind (or
 * stopped), so the log stays bounded whatever happens to it.
 */
export const WAL_BACKSTOP_PAGES = 4000;

/**
 * The checkpointer's loop, run as a script of its own thread (plain CommonJS, so it needs no
 * TypeScript loader there). PASSIVE copies what it can without waiting for the writer or readers;
 * once everything is copied, the next write starts the log over from its beginning.
 */
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('wal_autocheckpoint = 0');
let timer = null;
const look = () => {
  let behind = false;
  try {
    const [state] = db.pragma('wal_checkpoint(PASSIVE)');
    behind = state.checkpointed < state.log;
  } catch (err) {
    parentPort.postMessage(String(err && err.message));
  }
  timer = setTimeout(look, behind ? ${BUSY_MS} : ${IDLE_MS});
};
timer = setTimeout(look, ${IDLE_MS});
parentPort.on('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Copies SQLite's write-ahead log into the database file from a thread of its own, with a
 * connection of its own. A checkpoint run by the writing connection (SQLite's default, after the
 * commit that takes the log past 1,000 pages) copies pages and waits for two syncs on the event
 * loop: an eighth of a placement's time, and stalls of 10 ms in the middle of a load. Here the
 * commits only append to the log.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  readonly #exited: Promise<void>;

  constructor(file: string, onError: (err: Error) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(SCRIPT, { eval: true, workerData: { driver, file } });
    // a failed checkpointer leaves the log to the backstop; it must not stop the server
    this.#worker.on('error', onError);
    this.#worker.on('message', (message: string) => onError(new Error(`checkpoint: ${message}`)));
    this.#exited = new Promise((resolve) => this.#worker.once('exit', () => resolve()));
    this.#worker.unref();
  }

  /** Stops the loop and closes its connection (so the server's own is the last to close). */
  async close(): Promise<void> {
    this.#worker.ref(); // its exit is awaited now
    this.#worker.postMessage('stop');
    await this.#exited;
  }
}
