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
    expect(q.counts()).toEqual({ pendingSubmissions: 1, pendingPrints: 1, pendingPayouts: 1, failed: 1 });
  });
});
