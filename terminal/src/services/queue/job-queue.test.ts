import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVALID_PAYLOAD, JobQueue, type JobPayload } from './job-queue.ts';
import { JobPayloadError } from './job-payloads.ts';

const bet = (stake = 5): JobPayload<'submit'> => ({
  stake,
  oddChangeOk: true,
  picks: [{ matchId: 1, marketId: 1, outcomeId: 1, odd: 1.5, banker: false }],
});
const print: JobPayload<'print'> = { ticketId: '123456789', duplicate: false };
const receipt: JobPayload<'payout'> = {
  ticketId: '123456789',
  amount: 12.5,
  currency: 'TRY',
  paidAt: '2026-01-01T10:00:00Z',
  terminalNo: 'T-1',
};

const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'queue-')), 'queue.sqlite');

describe('JobQueue', () => {
  it('records a job once per key and keeps it across a reopen', () => {
    const f = file();
    const q = new JobQueue(f);
    const a = q.enqueue('submit', 'k1', bet(5), 1000);
    const b = q.enqueue('submit', 'k1', bet(99), 2000);
    expect(b.id).toBe(a.id);
    expect(b.payload).toEqual(bet(5));
    q.close();
    const again = new JobQueue(f);
    expect(again.get('k1')?.state).toBe('pending');
    again.close();
  });

  it('hands out due jobs in order, in flight ones first after a crash, and backs off retries', () => {
    const q = new JobQueue(file());
    const a = q.enqueue('submit', 'a', bet(), 0);
    q.enqueue('submit', 'b', bet(), 0);
    q.enqueue('print', 'p', print, 0);
    expect(q.next('submit', 0)?.key).toBe('a');
    q.start(a.id, 0);
    expect(q.next('submit', 0)).toMatchObject({ key: 'a', state: 'inflight', attempts: 1 });
    q.retry(a.id, 'offline', 0);
    expect(q.next('submit', 0)?.key).toBe('b');
    expect(q.next('submit', 500)?.key).toBe('a');
    q.start(a.id, 500);
    q.retry(a.id, 'offline', 500);
    expect(q.get('a')?.nextAt).toBe(1500);
    q.finish(a.id, { ticketId: 'x' });
    expect(q.get('a')).toMatchObject({ state: 'done', result: { ticketId: 'x' }, error: null });
  });

  it('holds a job enqueued for later until it is due (the auto-print second)', () => {
    const q = new JobQueue(file());
    q.enqueue('print', 'later', print, 0, 1000);
    expect(q.next('print', 999)).toBeUndefined();
    expect(q.next('print', 1000)?.key).toBe('later');
  });

  it('counts what waits and what was given up, for the status bar', () => {
    const q = new JobQueue(file());
    q.enqueue('submit', 's1', bet());
    const s2 = q.enqueue('submit', 's2', bet());
    q.enqueue('print', 'p1', print);
    q.enqueue('payout', 'o1', receipt);
    q.giveUp(s2.id, 'notConfirmed');
    const s3 = q.enqueue('submit', 's3', bet());
    q.start(s3.id);
    q.startChecking(s3.id, 'timeout');
    expect(q.counts()).toEqual({
      pendingSubmissions: 1,
      pendingPrints: 1,
      pendingPayouts: 1,
      failed: 1,
      checking: 1,
    });
  });

  it('keeps checking a job with a growing pause, and never hands it out before its time', () => {
    const q = new JobQueue(file());
    const a = q.enqueue('submit', 'a', bet(), 0);
    q.start(a.id, 0);
    q.startChecking(a.id, 'timeout', 0);
    expect(q.next('submit', 0)).toMatchObject({ key: 'a', state: 'checking', checked: true, checks: 0 });
    q.checkLater(a.id, 'offline', 0);
    expect(q.next('submit', 999)).toBeUndefined();
    expect(q.next('submit', 1000)?.checks).toBe(1);
    q.checkLater(a.id, 'offline', 1000);
    expect(q.get('a')?.nextAt).toBe(3000);
  });

  it('acknowledges only a finished job, once, and the time of it survives a reopen', () => {
    const f = file();
    const q = new JobQueue(f);
    const a = q.enqueue('submit', 'a', bet(), 0);
    q.start(a.id, 0);
    q.startChecking(a.id, 'timeout', 0);
    expect(q.submissionsToShow().map((j) => j.key)).toEqual(['a']);
    expect(q.acknowledge('a', 10)).toBe(false);
    q.finish(a.id, { ticketId: '123456789012' }, 20);
    expect(q.submissionsToShow().map((j) => j.key)).toEqual(['a']);
    expect(q.acknowledge('a', 30)).toBe(true);
    expect(q.acknowledge('a', 40)).toBe(true);
    expect(q.submissionsToShow()).toEqual([]);
    q.close();
    const again = new JobQueue(f);
    expect(again.get('a')?.acknowledgedAt).toBe(30);
    again.close();
  });

  it('upgrades a queue file of the first version; a submission it left pending after a send is checked, not sent anew', () => {
    const f = file();
    const old = new Database(f);
    old.exec(`create table jobs (
      id integer primary key autoincrement, kind text not null, key text not null unique,
      payload text not null, state text not null, attempts integer not null default 0,
      next_at integer not null, result text, error text, created_at integer not null,
      updated_at integer not null)`);
    const insert = old.prepare(
      `insert into jobs (kind, key, payload, state, attempts, next_at, created_at, updated_at) values (?, ?, ?, 'pending', ?, 0, 0, 0)`,
    );
    insert.run('submit', 'sent-before', JSON.stringify(bet()), 1);
    insert.run('submit', 'never-sent', JSON.stringify(bet()), 0);
    insert.run('print', 'print-retried', JSON.stringify(print), 2);
    old.close();
    const q = new JobQueue(f);
    expect(q.get('sent-before')).toMatchObject({ state: 'checking', checked: true, acknowledgedAt: null });
    expect(q.get('never-sent')).toMatchObject({ state: 'pending', checked: false });
    expect(q.get('print-retried')?.state).toBe('pending');
    q.close();
    // opening it again changes nothing
    const again = new JobQueue(f);
    expect(again.get('never-sent')?.state).toBe('pending');
    again.close();
  });

  it('refuses to queue a payload that does not fit its kind, and writes nothing', () => {
    const q = new JobQueue(file());
    const bad = { ...bet(), stake: 0 };
    expect(() => q.enqueue('submit', 'bad-stake', bad)).toThrow(JobPayloadError);
    expect(() => q.enqueue('submit', 'bad-stake', bad)).toThrow(/submit: stake: must be above 0/);
    // a receipt is not a print job, whatever the caller's types said
    expect(() => q.enqueue('print', 'wrong-kind', receipt as never)).toThrow(/print: duplicate/);
    expect(q.get('bad-stake')).toBeUndefined();
    expect(q.get('wrong-kind')).toBeUndefined();
    expect(q.counts()).toMatchObject({ pendingSubmissions: 0, pendingPrints: 0 });
  });

  it('refuses a stored job that fails its schema with the reason, and goes on with the next one', () => {
    const f = file();
    const q = new JobQueue(f);
    q.enqueue('submit', 'good', bet(), 0);
    q.close();
    // what an older build, a foreign writer or a damaged file could leave behind
    const db = new Database(f);
    const insert = db.prepare(
      `insert into jobs (kind, key, payload, state, next_at, created_at, updated_at) values (?, ?, ?, 'pending', 0, 0, 0)`,
    );
    insert.run('submit', 'no-picks', JSON.stringify({ stake: 5, oddChangeOk: true }));
    insert.run('print', 'not-json', '{"ticketId": ');
    insert.run('payout', 'negative', JSON.stringify({ ...receipt, amount: -1 }));
    insert.run('fax', 'unknown-kind', JSON.stringify({}));
    db.prepare(`update jobs set id = 100 where key = 'good'`).run();
    db.close();
    const told: string[] = [];
    const again = new JobQueue(f, { onRefused: (r) => told.push(r.key) });
    expect(again.next('submit', 0)?.key).toBe('good');
    expect(again.next('print', 0)).toBeUndefined();
    expect(again.next('payout', 0)).toBeUndefined();
    expect(again.get('unknown-kind')).toBeUndefined();
    expect(again.refused()).toEqual([
      {
        key: 'no-picks',
        kind: 'submit',
        error: `${INVALID_PAYLOAD}: submit: picks: Invalid input: expected array, received undefined`,
      },
      { key: 'not-json', kind: 'print', error: `${INVALID_PAYLOAD}: print: payload: not JSON` },
      {
        key: 'negative',
        kind: 'payout',
        error: expect.stringMatching(/^invalidPayload: payout: amount: /) as unknown,
      },
      { key: 'unknown-kind', kind: 'fax', error: `${INVALID_PAYLOAD}: unknown job kind 'fax'` },
    ]);
    // refused, not lost: the rows stay in the file and the cashier's bar counts them as failed
    expect(again.counts().failed).toBe(4);
    expect(again.submissionsToShow().map((j) => j.key)).toEqual([]);
    // each refusal is told once, however often the loop passes by
    again.next('submit', 0);
    again.get('no-picks');
    expect(told.sort()).toEqual(['negative', 'no-picks', 'not-json', 'unknown-kind']);
    // the same key cannot be queued again over a refused job of another shape
    expect(() => again.enqueue('submit', 'not-json', bet())).toThrow(JobPayloadError);
    again.close();
  });
});
