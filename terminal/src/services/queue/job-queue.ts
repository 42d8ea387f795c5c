import Database from 'better-sqlite3';
import { checkDelayMs } from '@bet/shared';
import {
  JOB_PAYLOADS,
  JobPayloadError,
  payloadProblem,
  type JobKind,
  type JobPayload,
  type JobPayloadInput,
} from './job-payloads.ts';

export type { JobKind, JobPayload, JobPayloadInput } from './job-payloads.ts';

/**
 * 'checking': the job's request may have reached the server and no answer said what became of it;
 * only the server can end this state (submissions ask it by the job's key).
 */
export type JobState = 'pending' | 'inflight' | 'checking' | 'done' | 'given_up';

interface JobFields {
  id: number;
  /** the idempotency key: the server and this queue both refuse to do a job twice */
  key: string;
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

/** A queued job: its payload is of its kind's schema (job-payloads.ts), checked when written and when read. */
export type Job<K extends JobKind = JobKind> = {
  [P in K]: JobFields & { kind: P; payload: JobPayload<P> };
}[K];

/** The error of a stored job whose payload does not fit its kind: it is refused, never sent. */
export const INVALID_PAYLOAD = 'invalidPayload';

/** A refused submission as the cashier's list shows it (see JobQueue.refusedSubmissions). */
export interface RefusedSubmission {
  key: string;
  createdAt: number;
  /** an attempt was started: the server may have it until its key is closed */
  mayHaveBeenSent: boolean;
  /** the stake stored with it, when that much can be read (major units), else 0 */
  stake: number;
  error: string;
  result: { ticketId: string } | { refused: string } | null;
}

/** The stake of a payload that does not fit its schema, if it still holds a usable one. */
function storedStake(payload: string): number {
  try {
    const stake = (JSON.parse(payload) as { stake?: unknown } | null)?.stake;
    return typeof stake === 'number' && Number.isFinite(stake) && stake >= 0 ? stake : 0;
  } catch {
    return 0;
  }
}

interface Row {
  id: number;
  kind: string;
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

/** A stored row as a job of its kind, or why it cannot be one (an unknown kind, a payload that does not fit). */
function readRow(r: Row): { job: Job; problem: null } | { job: null; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(r.payload);
  } catch {
    return { job: null, problem: `${r.kind}: payload: not JSON` };
  }
  const problem = payloadProblem(r.kind, raw);
  if (problem !== null) return { job: null, problem };
  const kind = r.kind as JobKind;
  const payload = JOB_PAYLOADS[kind].parse(raw);
  return { job: { ...fields(r), kind, payload } as Job, problem: null };
}

const fields = (r: Row): JobFields => ({
  id: r.id,
  key: r.key,
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

  constructor(
    file: string,
    private readonly options: {
      /** told once about each stored job refused for a payload that does not fit its kind */
      onRefused?: (refusal: { key: string; kind: string; error: string }) => void;
    } = {},
  ) {
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

  /**
   * Records a job once, due at `dueAt` (now by default): the same key again returns the job already
   * there. A payload that does not fit its kind is refused (JobPayloadError) and nothing is written.
   */
  enqueue<K extends JobKind>(
    kind: K,
    key: string,
    payload: JobPayloadInput<K>,
    now = Date.now(),
    dueAt = now,
  ): Job<K> {
    const problem = payloadProblem(kind, payload);
    if (problem !== null) throw new JobPayloadError(problem);
    this.db
      .prepare(
        `insert into jobs (kind, key, payload, state, next_at, created_at, updated_at) values (?, ?, ?, 'pending', ?, ?, ?) on conflict (key) do nothing`,
      )
      .run(kind, key, JSON.stringify(JOB_PAYLOADS[kind].parse(payload)), dueAt, now, now);
    const job = this.get(key);
    if (!job) throw new JobPayloadError(`the job already stored under ${key} is unreadable`);
    if (job.kind !== kind) throw new JobPayloadError(`${key} is already a ${job.kind} job`);
    return job as Job<K>;
  }

  /** The job of a key (of that kind, when one is given); undefined when there is none or it cannot be read (it is then refused). */
  get<K extends JobKind = JobKind>(key: string, kind?: K): Job<K> | undefined {
    const row = this.db.prepare('select * from jobs where key = ?').get(key) as Row | undefined;
    const job = row && this.readOrRefuse(row);
    return job && (kind === undefined || job.kind === kind) ? (job as Job<K>) : undefined;
  }

  /**
   * The next job of a kind that is due: pending, being checked, or in flight when a crash left it
   * so. One whose stored payload does not fit its kind is refused on the way and the next one taken.
   */
  next<K extends JobKind>(kind: K, now = Date.now()): Job<K> | undefined {
    const select = this.db.prepare(
      `select * from jobs where kind = ? and state in ('pending', 'inflight', 'checking') and next_at <= ? order by id limit 1`,
    );
    for (
      let row = select.get(kind, now) as Row | undefined;
      row;
      row = select.get(kind, now) as Row | undefined
    ) {
      const job = this.readOrRefuse(row);
      if (job) return job as Job<K>;
    }
    return undefined;
  }

  /** Why each stored job that could not be read was refused, by key (a refused job stays in the file). */
  refused(): Array<{ key: string; kind: string; error: string }> {
    return this.db
      .prepare(`select key, kind, error from jobs where state = 'given_up' and error like ? order by id`)
      .all(`${INVALID_PAYLOAD}:%`) as Array<{ key: string; kind: string; error: string }>;
  }

  /**
   * Refused submissions the cashier has not cleared, read without their payload (which does not
   * fit): `result` is what closing the key answered, null while it is not known.
   */
  refusedSubmissions(): RefusedSubmission[] {
    const rows = this.db
      .prepare(
        `select key, payload, attempts, result, error, created_at from jobs
           where kind = 'submit' and state = 'given_up' and error like ? and acknowledged_at is null order by id`,
      )
      .all(`${INVALID_PAYLOAD}:%`) as Array<
      Pick<Row, 'key' | 'payload' | 'attempts' | 'result' | 'error' | 'created_at'>
    >;
    return rows.map((r) => ({
      key: r.key,
      createdAt: r.created_at,
      mayHaveBeenSent: r.attempts > 0,
      stake: storedStake(r.payload),
      error: r.error ?? INVALID_PAYLOAD,
      result: r.result === null ? null : (JSON.parse(r.result) as RefusedSubmission['result']),
    }));
  }

  /**
   * Refused submissions that may have reached the server before (an attempt was started) and whose
   * key is not closed yet, due now: only closing the key says whether they became a bet.
   */
  keysToClose(now = Date.now()): Array<{ id: number; key: string }> {
    return this.db
      .prepare(
        `select id, key from jobs where kind = 'submit' and state = 'given_up' and error like ?
           and attempts > 0 and result is null and next_at <= ? order by id`,
      )
      .all(`${INVALID_PAYLOAD}:%`, now) as Array<{ id: number; key: string }>;
  }

  /** What closing a refused submission's key answered: the coupon placed after all, or none. */
  keyClosed(id: number, result: { ticketId: string } | { refused: string }, now = Date.now()): void {
    this.db
      .prepare(`update jobs set result = ?, updated_at = ? where id = ? and result is null`)
      .run(JSON.stringify(result), now, id);
  }

  /** Closing a refused submission's key got no answer: asked again later, a little later each time. */
  closeLater(id: number, now = Date.now()): void {
    const job = this.db.prepare('select checks from jobs where id = ?').get(id) as { checks: number };
    this.db
      .prepare(`update jobs set checks = checks + 1, next_at = ?, updated_at = ? where id = ?`)
      .run(now + checkDelayMs(job.checks), now, id);
  }

  /**
   * A row that is not a job of its kind is given up with the reason (`invalidPayload: submit: stake:
   * ...`), so the loop goes on with the others instead of failing on it at every pass. A submission
   * that may have been sent keeps its key to be closed on the server (keysToClose) and stays in the
   * cashier's sight until that answers.
   */
  private readOrRefuse(row: Row): Job | undefined {
    const read = readRow(row);
    if (read.job) return read.job;
    const error = `${INVALID_PAYLOAD}: ${read.problem}`;
    const refused = this.db
      .prepare(
        `update jobs set state = 'given_up', error = ?, updated_at = ? where id = ? and state not in ('done', 'given_up')`,
      )
      .run(error, Date.now(), row.id);
    if (refused.changes === 1) this.options.onRefused?.({ key: row.key, kind: row.kind, error });
    return undefined;
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
          `update jobs set acknowledged_at = coalesce(acknowledged_at, ?), updated_at = ? where key = ? and state in ('done', 'given_up')
             and not (kind = 'submit' and state = 'given_up' and error like ? and attempts > 0 and result is null)`,
        )
        .run(now, now, key, `${INVALID_PAYLOAD}:%`).changes === 1
    );
  }

  /** Submissions the cashier is to see: being checked, or ended after a check or a give-up, not yet acknowledged. */
  submissionsToShow(): Job<'submit'>[] {
    const rows = this.db
      .prepare(
        `select * from jobs where kind = 'submit' and acknowledged_at is null
           and (state in ('checking', 'given_up') or (state = 'done' and checked = 1)) order by id`,
      )
      .all() as Row[];
    return rows.flatMap((r) => this.readOrRefuse(r) ?? []) as Job<'submit'>[];
  }

  /** What the cashier's status bar shows. */
  counts(): {
    pendingSubmissions: number;
    pendingPrints: number;
    pendingPayouts: number;
    failed: number;
    checking: number;
  } {
    // A refused submission counts as what the cashier's list shows: being checked until its key is
    // closed, placed when closing found its coupon, failed otherwise.
    const rows = this.db
      .prepare(
        `select kind, state, count(*) as n from (
           select kind, case
             when kind = 'submit' and state = 'given_up' and error like @refused and attempts > 0 and result is null then 'checking'
             when kind = 'submit' and state = 'given_up' and error like @refused and result like '{"ticketId"%' then 'done'
             else state end as state
           from jobs where acknowledged_at is null
         ) where state != 'done' group by kind, state`,
      )
      .all({ refused: `${INVALID_PAYLOAD}:%` }) as Array<{ kind: string; state: JobState; n: number }>;
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
