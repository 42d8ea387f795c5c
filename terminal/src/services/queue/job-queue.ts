import Database from 'better-sqlite3';
import { checkDelayMs } from '@bet/shared';

export type JobKind = 'submit' | 'print' | 'payout';
/**
 * 'checking': the job's request may have reached the server and no answer said what became of it;
 * only the server can end this state (submissions ask it by the job's key).
 */
export type JobState = 'pending' | 'inflight' | 'checking' | 'done' | 'given_up';

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
  /** when the last attempt started (epoch ms) */
  sentAt: number | null;
  /** how often the job was checked since it entered 'checking' */
  checks: number;
  /** true once the job went through 'checking': the cashier is shown how it ended */
  checked: boolean;
  /** when the cashier cleared it from the list */
  acknowledgedAt: number | null;
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
  sent_at: number | null;
  checks: number;
  checked: number;
  acknowledged_at: number | null;
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
  sentAt: r.sent_at,
  checks: r.checks,
  checked: r.checked === 1,
  acknowledgedAt: r.acknowledged_at,
});

/** The file's schema version (SQLite's user_version); each step below brings a file one version on. */
const SCHEMA_VERSION = 2;
const SCHEMA_STEPS: Record<number, string> = {
  1: `create table if not exists jobs (
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
    )`,
  // A submission the old rules put back to 'pending' after a send without an answer may be on the
  // server: it is checked by its key like any other, never sent again as if it were new.
  2: `alter table jobs add column sent_at integer;
    alter table jobs add column checks integer not null default 0;
    alter table jobs add column checked integer not null default 0;
    alter table jobs add column acknowledged_at integer;
    update jobs set state = 'checking', checked = 1 where kind = 'submit' and state = 'pending' and attempts > 0;`,
};

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
    // A file of the first version has the table but no version number: step 1 keeps it as it is.
    // Each step and its version number commit together, so a power cut mid-upgrade redoes the step.
    for (let v = this.db.pragma('user_version', { simple: true }) as number; v < SCHEMA_VERSION; v++)
      this.db.transaction(() => {
        this.db.exec(SCHEMA_STEPS[v + 1]!);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
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

  /** The next job of a kind that is due: pending, being checked, or in flight when a crash left it so. */
  next(kind: JobKind, now = Date.now()): Job | undefined {
    const row = this.db
      .prepare(
        `select * from jobs where kind = ? and state in ('pending', 'inflight', 'checking') and next_at <= ? order by id limit 1`,
      )
      .get(kind, now) as Row | undefined;
    return row && toJob(row);
  }

  /** Marks a job as being done, before the attempt (so a crash during it is known afterwards). */
  start(id: number, now = Date.now()): void {
    this.db
      .prepare(
        `update jobs set state = 'inflight', attempts = attempts + 1, sent_at = ?, updated_at = ? where id = ?`,
      )
      .run(now, now, id);
  }

  /** The attempt got no answer that says what became of it: from now on the job is checked, at once first. */
  startChecking(id: number, error: string, now = Date.now()): void {
    this.db
      .prepare(
        `update jobs set state = 'checking', checked = 1, checks = 0, error = ?, next_at = ?, updated_at = ? where id = ?`,
      )
      .run(error, now, now, id);
  }

  /**
   * A check (or a re-send) that could not tell: the job is being checked, and the next check waits
   * longer (checkDelayMs), but there is always a next one.
   */
  checkLater(id: number, error: string, now = Date.now()): void {
    const job = this.db.prepare('select checks from jobs where id = ?').get(id) as { checks: number };
    this.db
      .prepare(
        `update jobs set state = 'checking', checked = 1, checks = checks + 1, error = ?, next_at = ?, updated_at = ? where id = ?`,
      )
      .run(error, now + checkDelayMs(job.checks), now, id);
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

  /** Records that the cashier cleared a finished job from the list; false when it is not finished (or unknown). */
  acknowledge(key: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare(
          `update jobs set acknowledged_at = coalesce(acknowledged_at, ?), updated_at = ? where key = ? and state in ('done', 'given_up')`,
        )
        .run(now, now, key).changes === 1
    );
  }

  /** Submissions the cashier is to see: being checked, or ended after a check or a give-up, not yet acknowledged. */
  submissionsToShow(): Job[] {
    const rows = this.db
      .prepare(
        `select * from jobs where kind = 'submit' and acknowledged_at is null
           and (state in ('checking', 'given_up') or (state = 'done' and checked = 1)) order by id`,
      )
      .all() as Row[];
    return rows.map(toJob);
  }

  /** What the cashier's status bar shows. */
  counts(): {
    pendingSubmissions: number;
    pendingPrints: number;
    pendingPayouts: number;
    failed: number;
    checking: number;
  } {
    const rows = this.db
      .prepare(
        `select kind, state, count(*) as n from jobs where state != 'done' and acknowledged_at is null group by kind, state`,
      )
      .all() as Array<{ kind: JobKind; state: JobState; n: number }>;
    const count = (kind: JobKind | null, states: JobState[]) =>
      rows
        .filter((r) => (kind === null || r.kind === kind) && states.includes(r.state))
        .reduce((a, r) => a + r.n, 0);
    return {
      pendingSubmissions: count('submit', ['pending', 'inflight']),
      pendingPrints: count('print', ['pending', 'inflight']),
      pendingPayouts: count('payout', ['pending', 'inflight']),
      failed: count(null, ['given_up']),
      checking: count('submit', ['checking']),
    };
  }

  close(): void {
    this.db.close();
  }
}
