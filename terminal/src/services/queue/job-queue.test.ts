import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobQueue } from './job-queue.ts';

const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'queue-')), 'queue.sqlite');

describe('JobQueue', () => {
  it('records a job once per key and keeps it across a reopen', () => {
    const f = file();
    const q = new JobQueue(f);
    const a = q.enqueue('submit', 'k1', { stake: 5 }, 1000);
    const b = q.enqueue('submit', 'k1', { stake: 99 }, 2000);
    expect(b.id).toBe(a.id);
    expect(b.payload).toEqual({ stake: 5 });
    q.close();
    const again = new JobQueue(f);
    expect(again.get('k1')?.state).toBe('pending');
    again.close();
  });

  it('hands out due jobs in order, in flight ones first after a crash, and backs off retries', () => {
    const q = new JobQueue(file());
    const a = q.enqueue('submit', 'a', {}, 0);
    q.enqueue('submit', 'b', {}, 0);
    q.enqueue('print', 'p', {}, 0);
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
    q.enqueue('print', 'later', {}, 0, 1000);
    expect(q.next('print', 999)).toBeUndefined();
    expect(q.next('print', 1000)?.key).toBe('later');
  });

  it('counts what waits and what was given up, for the status bar', () => {
    const q = new JobQueue(file());
    q.enqueue('submit', 's1', {});
    const s2 = q.enqueue('submit', 's2', {});
    q.enqueue('print', 'p1', {});
    q.enqueue('payout', 'o1', {});
    q.giveUp(s2.id, 'notConfirmed');
    const s3 = q.enqueue('submit', 's3', {});
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
    const a = q.enqueue('submit', 'a', {}, 0);
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
    const a = q.enqueue('submit', 'a', {}, 0);
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
      `insert into jobs (kind, key, payload, state, attempts, next_at, created_at, updated_at) values (?, ?, '{}', 'pending', ?, 0, 0, 0)`,
    );
    insert.run('submit', 'sent-before', 1);
    insert.run('submit', 'never-sent', 0);
    insert.run('print', 'print-retried', 2);
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
});
