import Database from 'better-sqlite3';

export type JobKind = 'submit' | 'print' | 'payout';
export type JobState = 'pending' | 'inflight' | 'done' | 'given_up';

export interface Job {
  id: number;
  kind: JobKind;
  /** the idempotency key: the server and this queue both refuse to do a job twice */
  key: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  nextAt: number;
  result: unknown;
  error: string | null;
  createdAt: number;
}

interface Row {
  id: number;
  kind: JobKind;
  key: string;
  payload: string;
  state: JobState;
  attempts: number;
  next_at: number;
  result: string | null;
  error: string | null;
  created_at: number;
}

const toJob = (r: Row): Job => ({
  id: r.id,
  kind: r.kind,
  key: r.key,
  payload: JSON.parse(r.payload),
  state: r.state,
  attempts: r.attempts,
  nextAt: r.next_at,
  result: r.result === null ? null : JSON.parse(r.result),
  error: r.error,
  createdAt: r.created_at,
});

/**
 * The terminal's durable queue of coupon submissions, print jobs and payouts, in an SQLite file
 * written with synchronous FULL: a job recorded is on disk before anything is done about it, so a
 * power cut at any moment loses none. A job that was in flight when the power went is marked so;
 * the owner of its kind decides how to resolve it (a submission asks the server by its key).
 */
export class JobQueue {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`create table if not exists jobs (
      id integer primary key autoincrement,
      kind text not null,
      key text not null unique,
      payload text not null,
      state text not null,
      attempts integer not null default 0,
      next_at integer not null,
      result text,
      error text,
      created_at integer not null,
      updated_at integer not null
    )`);
  }

  /** Records a job once, due at `dueAt` (now by default): the same key again returns the job already there. */
  enqueue(kind: JobKind, key: string, payload: unknown, now = Date.now(), dueAt = now): Job {
    this.db
      .prepare(
        `insert into jobs (kind, key, payload, state, next_at, created_at, updated_at) values (?, ?, ?, 'pending', ?, ?, ?) on conflict (key) do nothing`,
      )
      .run(kind, key, JSON.stringify(payload), dueAt, now, now);
    return this.get(key)!;
  }

  get(key: string): Job | undefined {
    const row = this.db.prepare('select * from jobs where key = ?').get(key) as Row | undefined;
    return row && toJob(row);
  }

  /** The next job of a kind that is due: pending, or in flight when a crash left it so. */
  next(kind: JobKind, now = Date.now()): Job | undefined {
    const row = this.db
      .prepare(
        `select * from jobs where kind = ? and state in ('pending', 'inflight') and next_at <= ? order by id limit 1`,
      )
      .get(kind, now) as Row | undefined;
    return row && toJob(row);
  }

  /** Marks a job as being done, before the attempt (so a crash during it is known afterwards). */
  start(id: number, now = Date.now()): void {
    this.db
      .prepare(`update jobs set state = 'inflight', attempts = attempts + 1, updated_at = ? where id = ?`)
      .run(now, id);
  }

  finish(id: number, result: unknown, now = Date.now()): void {
    this.db
      .prepare(`update jobs set state = 'done', result = ?, error = null, updated_at = ? where id = ?`)
      .run(JSON.stringify(result ?? null), now, id);
  }

  /** Tries again later: the delay doubles with every attempt, up to a minute. */
  retry(id: number, error: string, now = Date.now()): void {
    const job = this.db.prepare('select attempts from jobs where id = ?').get(id) as { attempts: number };
    const delay = Math.min(60_000, 500 * 2 ** Math.max(0, job.attempts - 1));
    this.db
      .prepare(`update jobs set state = 'pending', error = ?, next_at = ?, updated_at = ? where id = ?`)
      .run(error, now + delay, now, id);
  }

  giveUp(id: number, error: string, now = Date.now()): void {
    this.db
      .prepare(`update jobs set state = 'given_up', error = ?, updated_at = ? where id = ?`)
      .run(error, now, id);
  }

  /** What the cashier's status bar shows. */
  counts(): { pendingSubmissions: number; pendingPrints: number; pendingPayouts: number; failed: number } {
    const rows = this.db
      .prepare(`select kind, state, count(*) as n from jobs where state != 'done' group by kind, state`)
      .all() as Array<{ kind: JobKind; state: JobState; n: number }>;
    const pending = (kind: JobKind) =>
      rows.filter((r) => r.kind === kind && r.state !== 'given_up').reduce((a, r) => a + r.n, 0);
    return {
      pendingSubmissions: pending('submit'),
      pendingPrints: pending('print'),
      pendingPayouts: pending('payout'),
      failed: rows.filter((r) => r.state === 'given_up').reduce((a, r) => a + r.n, 0),
    };
  }

  close(): void {
    this.db.close();
  }
}
