import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema.ts';

interface Waiting {
  fn: (trx: Transaction<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** The most writes one commit carries: a longer transaction keeps readers waiting. */
const MOST_PER_COMMIT = 256;

/**
 * Group commit on SQLite: with synchronous = FULL each commit waits for the disk, and that wait,
 * not the SQL, bounded how many coupons a second the server could take. Writes that arrive while
 * a commit is under way queue and go together into the next transaction, each in a savepoint of
 * its own: one that throws is rolled back to its savepoint and refused alone, the others stay.
 * Every caller hears back only after the commit that carries its write (or the error that
 * undid it) is on the disk, so an answer never announces a write the disk does not hold.
 *
 * A group commits with synchronous = NORMAL (the write-ahead log is written, not yet synced), and
 * `flush` then syncs the log off the main thread before anyone hears back: the disk wait no longer
 * stops every other request. Every other transaction keeps FULL: the connection is held from the
 * pragma to its reset, so nothing else commits in between.
 */
export class GroupCommit {
  readonly #db: Kysely<DB>;
  readonly #flush: () => Promise<void>;
  #queue: Waiting[] = [];
  #draining: Promise<void> | null = null;
  /** wakes a drain waiting for a sync when new writes arrive */
  #wake: (() => void) | null = null;

  /** `flush` makes what was committed durable (syncs the write-ahead log) */
  constructor(db: Kysely<DB>, flush: () => Promise<void>) {
    this.#db = db;
    this.#flush = flush;
  }

  run<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      this.#wake?.();
      this.#draining ??= this.#drain();
    });
  }

  /** Resolves once every queued write has been committed or refused, and its callers told. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /**
   * Commits group after group. A group's sync runs in the thread pool while the next group is
   * written (pipelined): the disk wait of one no longer holds back the SQL of the next. Each group
   * is answered after a sync that began after its own commit, so the order of the syncs does not
   * matter (one covers everything written to the log before it).
   */
  async #drain(): Promise<void> {
    try {
      // Let the requests already read from the sockets reach the queue before the first commit.
      await new Promise((resolve) => setImmediate(resolve));
      const answering = new Set<Promise<void>>();
      while (this.#queue.length > 0 || answering.size > 0) {
        if (this.#queue.length === 0) {
          // nothing to write: wait for a sync to end or a new write to arrive
          await new Promise<void>((resolve) => {
            this.#wake = resolve;
            void Promise.race(answering).then(resolve);
          });
          this.#wake = null;
          continue;
        }
        const group = this.#queue.splice(0, MOST_PER_COMMIT);
        const outcomes = await this.#write(group);
        if (outcomes) {
          const answer: Promise<void> = this.#answer(group, outcomes).finally(() => answering.delete(answer));
          answering.add(answer);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      // in the very step the queue was last seen empty: a `.finally` on the drain's promise would
      // run a step later, and a write queued in between would find a drain that had ended
      this.#draining = null;
    }
  }

  /** Writes and commits a group (not yet synced); undefined when the commit failed (all told). */
  async #write(group: Waiting[]): Promise<Outcome[] | undefined> {
    const outcomes: Outcome[] = [];
    try {
      await this.#db.connection().execute(async (connection) => {
        await sql`pragma synchronous = normal`.execute(connection);
        try {
          await connection.transaction().execute(async (trx) => {
            for (const item of group) {
              await sql`savepoint group_item`.execute(trx);
              try {
                const value = await item.fn(trx);
                await sql`release group_item`.execute(trx);
                outcomes.push({ ok: true, value });
              } catch (error) {
                await sql`rollback to group_item`.execute(trx);
                await sql`release group_item`.execute(trx);
                outcomes.push({ ok: false, error });
              }
            }
          });
        } finally {
          await sql`pragma synchronous = full`.execute(connection);
        }
      });
    } catch (error) {
      // The commit itself failed: none of the group's writes is stored.
      for (const item of group) item.reject(error);
      return undefined;
    }
    return outcomes;
  }

  /** Syncs the log, then tells each caller of the group its outcome. */
  async #answer(group: Waiting[], outcomes: Outcome[]): Promise<void> {
    try {
      await this.#flush();
    } catch (error) {
      // Stored, but the disk did not confirm it: nobody is told it is taken (a retry with the
      // same key finds it).
      for (const item of group) item.reject(error);
      return;
    }
    group.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
