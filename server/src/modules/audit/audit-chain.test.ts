import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveAudit, recordAudit, verifyAuditChain } from '../../infra/audit.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Issue 20 part 6: the audit log is a hash chain. An edited, a deleted and a rewritten row are
 * found at their place, concurrent writers never fork it, and archived rows keep verifying.
 */
describe(`the audit hash chain (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let player: TestUser;

  const db = () => server.database.db;
  const verify = async () => (await world.admin.post('/admin/audit/verify', {})).body;
  const rowAt = (seq: number) =>
    db().selectFrom('audit_log').selectAll().where('seq', '=', seq).executeTakeFirstOrThrow();
  const lastSeq = async () =>
    Number((await db().selectFrom('audit_chain_head').select('seq').executeTakeFirstOrThrow()).seq);

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 1_000 });
    player = await world.newPlayer({ parent: dealer, by: dealer.api });
    await dealer.api.post(`/admin/users/${player.id}/credit`, { amount: 10, direction: 'in', note: 'chain' });
  });
  afterAll(() => server.close());

  it('chains every row written by the running site, and only an administrator may verify', async () => {
    const res = await world.admin.post('/admin/audit/verify', {});
    expect(res.status).toBe(200);
    const n = await lastSeq();
    expect(n).toBeGreaterThan(3);
    expect(res.body).toEqual({
      ok: true,
      checked: n,
      archived: 0,
      lastSeq: n,
      break: null,
      breakAt: null,
      wagerArchive: { ok: true, checked: 0, brokenTicket: null },
    });
    const rows = await db()
      .selectFrom('audit_log')
      .select(['seq', 'prev_hash', 'hash'])
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect((await dealer.api.post('/admin/audit/verify', {})).status).toBe(403);
    expect((await player.api.post('/admin/audit/verify', {})).status).toBe(403);
  });

  it('keeps one unbroken chain under 20 concurrent writers and several writes of one transaction', async () => {
    const before = await lastSeq();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit(db(), {
          actorId: null,
          action: 'test.concurrent',
          targetType: 'user',
          targetId: i,
          ip: '',
        }),
      ),
    );
    await db()
      .transaction()
      .execute((trx) =>
        Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            recordAudit(trx, {
              actorId: null,
              action: 'test.sameTrx',
              targetType: 'user',
              targetId: i,
              ip: '',
            }),
          ),
        ),
      );
    expect(await lastSeq()).toBe(before + 25);
    const r = await verify();
    expect(r).toMatchObject({ ok: true, checked: before + 25, break: null });
    const written = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', 'in', ['test.concurrent', 'test.sameTrx'])
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(25);
  });

  it('a rolled-back write leaves no trace in the chain', async () => {
    const before = await lastSeq();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await recordAudit(trx, {
            actorId: null,
            action: 'test.rollback',
            targetType: 'user',
            targetId: 1,
            ip: '',
          });
          throw new Error('undo');
        }),
    ).rejects.toThrow('undo');
    expect(await lastSeq()).toBe(before);
    expect((await verify()).ok).toBe(true);
  });

  it('finds an edited row, a deleted row and deleted newest rows at their place', async () => {
    const n = await lastSeq();
    const k = Math.floor(n / 2);
    const original = await rowAt(k);

    // an edited reason in the middle
    await db().updateTable('audit_log').set({ after: '{"note":"edited"}' }).where('seq', '=', k).execute();
    let r = await verify();
    expect(r).toMatchObject({
      ok: false,
      checked: k - 1,
      break: { seq: k, id: Number(original.id), reason: 'hash' },
    });
    expect(r.breakAt).toBe(new Date(Number(original.created_at)).toISOString());
    await db().updateTable('audit_log').set({ after: original.after }).where('seq', '=', k).execute();
    expect((await verify()).ok).toBe(true);

    // deleted
    await db().deleteFrom('audit_log').where('seq', '=', k).execute();
    r = await verify();
    expect(r).toMatchObject({ ok: false, checked: k - 1, break: { seq: k, id: null, reason: 'missing' } });
    await db().insertInto('audit_log').values(original).execute();
    expect((await verify()).ok).toBe(true);

    // the newest row deleted: only the head shows it
    const last = await rowAt(n);
    await db().deleteFrom('audit_log').where('seq', '=', n).execute();
    r = await verify();
    expect(r).toMatchObject({ ok: false, checked: n - 1, break: { seq: n, reason: 'tail' } });
    await db().insertInto('audit_log').values(last).execute();
    expect((await verify()).ok).toBe(true);
  });

  it('moves rows past the retention to the archive, which the verification still covers', async () => {
    const n = await lastSeq();
    const cut = await rowAt(Math.floor(n / 3));
    const moved = await archiveAudit(db(), Number(cut.created_at));
    expect(moved).toBeGreaterThan(0);
    const inArchive = await db().selectFrom('audit_log_archive').select('seq').orderBy('seq').execute();
    expect(inArchive.map((r) => Number(r.seq))).toEqual(Array.from({ length: moved }, (_, i) => i + 1));
    expect(await db().selectFrom('audit_log').select('id').where('seq', '<=', moved).execute()).toEqual([]);
    expect(await verifyAuditChain(db(), 7)).toMatchObject({ ok: true, checked: n, archived: moved });
    // the list of the panel still reads the live rows; appending continues after the archive
    await recordAudit(db(), {
      actorId: null,
      action: 'test.afterArchive',
      targetType: 'user',
      targetId: 1,
      ip: '',
    });
    expect(await verify()).toMatchObject({ ok: true, checked: n + 1, archived: moved });

    // an edited archived row is found there
    const old = await db()
      .selectFrom('audit_log_archive')
      .selectAll()
      .where('seq', '=', 2)
      .executeTakeFirstOrThrow();
    await db().updateTable('audit_log_archive').set({ ip: '10.0.0.1' }).where('seq', '=', 2).execute();
    expect(await verify()).toMatchObject({
      ok: false,
      checked: 1,
      break: { seq: 2, id: Number(old.id), reason: 'hash' },
    });
    await db().updateTable('audit_log_archive').set({ ip: old.ip }).where('seq', '=', 2).execute();
    // a row copied back to the live table while still in the archive is there twice
    await db()
      .insertInto('audit_log')
      .values({ ...old, archived_at: undefined } as never)
      .execute();
    expect(await verify()).toMatchObject({
      ok: false,
      break: { seq: 2, id: Number(old.id), reason: 'link' },
    });
    await db().deleteFrom('audit_log').where('seq', '=', 2).execute();
    expect((await verify()).ok).toBe(true);
  });
});
