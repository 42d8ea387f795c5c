import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import {
  InsufficientBalanceError,
  accountIdOfUser,
  inTransaction,
  postMovement,
  transfer,
  verifyLedger,
} from './ledger.ts';

describe('the ledger', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let player: number;
  let account: number;
  beforeAll(async () => {
    server = await startTestServer();
    const row = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'player2')
      .executeTakeFirstOrThrow();
    player = Number(row.id);
    account = await accountIdOfUser(server.database.db, player);
  });
  afterAll(async () => {
    await server.close();
  });
  const balance = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('accounts')
          .select('balance')
          .where('id', '=', account)
          .executeTakeFirstOrThrow()
      ).balance,
    );
  const movements = async () =>
    server.database.db.selectFrom('ledger_movements').selectAll().where('account_id', '=', account).execute();

  it('starts balanced: the seed went through the ledger', async () => {
    const check = await verifyLedger(server.database.db);
    expect(check.ok).toBe(true);
    expect(check.accounts).toBeGreaterThan(9);
    expect(await balance()).toBe(25_000);
  });

  it('debits and credits, returning the balance after, with one movement per change', async () => {
    const before = (await movements()).length;
    const debit = await inTransaction(server.database, (trx) =>
      postMovement(trx, {
        userId: player,
        amount: -1_500,
        type: 'stake',
        service: 1,
        reference: 'T-1',
        actorId: player,
      }),
    );
    expect(debit.balanceAfter).toBe(23_500);
    const credit = await inTransaction(server.database, (trx) =>
      postMovement(trx, { accountId: account, amount: 4_000, type: 'win', service: 1, reference: 'T-1' }),
    );
    expect(credit.balanceAfter).toBe(27_500);
    const rows = await movements();
    expect(rows.length).toBe(before + 2);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      amount: 4_000,
      balance_after: 27_500,
      type: 'win',
      service: 1,
      reference: 'T-1',
    });
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refuses to go below zero with insufficientBalance and writes nothing', async () => {
    const b = await balance();
    const n = (await movements()).length;
    const err = await inTransaction(server.database, (trx) =>
      postMovement(trx, { accountId: account, amount: -(b + 1), type: 'stake' }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientBalanceError);
    expect((err as InsufficientBalanceError).code).toBe('insufficientBalance');
    expect(await balance()).toBe(b);
    expect((await movements()).length).toBe(n);
    // Exactly the whole balance is allowed.
    const all = await inTransaction(server.database, (trx) =>
      postMovement(trx, { accountId: account, amount: -b, type: 'stake' }),
    );
    expect(all.balanceAfter).toBe(0);
    await inTransaction(server.database, (trx) =>
      postMovement(trx, { accountId: account, amount: b, type: 'refund' }),
    );
  });

  it('rolls back every leg when the caller fails after moving money', async () => {
    const b = await balance();
    const n = (await movements()).length;
    await expect(
      inTransaction(server.database, async (trx) => {
        await postMovement(trx, { accountId: account, amount: -100, type: 'stake', reference: 'T-2' });
        throw new Error('coupon insert failed');
      }),
    ).rejects.toThrow('coupon insert failed');
    expect(await balance()).toBe(b);
    expect((await movements()).length).toBe(n);
  });

  it('refuses fractional or unknown amounts and accounts', async () => {
    await expect(
      inTransaction(server.database, (trx) =>
        postMovement(trx, { accountId: account, amount: 1.5, type: 'x' }),
      ),
    ).rejects.toThrow(RangeError);
    await expect(
      inTransaction(server.database, (trx) =>
        postMovement(trx, { accountId: 999_999, amount: 1, type: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'accountNotFound' });
    await expect(
      inTransaction(server.database, (trx) =>
        transfer(trx, { fromAccountId: account, toAccountId: account, amount: 0, type: 'x', reference: 'r' }),
      ),
    ).rejects.toMatchObject({ code: 'invalidAmount' });
  });

  it('never overdraws under 100 concurrent debits that together ask for more than there is', async () => {
    const start = await balance();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        inTransaction(server.database, (trx) =>
          postMovement(trx, {
            accountId: account,
            amount: -Math.ceil(start / 40),
            type: 'stake',
            reference: `C-${i}`,
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refusedCount = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientBalanceError,
    ).length;
    expect(ok + refusedCount).toBe(100);
    expect(ok).toBe(Math.floor(start / Math.ceil(start / 40)));
    expect(await balance()).toBe(start - ok * Math.ceil(start / 40));
    expect(await balance()).toBeGreaterThanOrEqual(0);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('detects a balance changed behind the ledger', async () => {
    await server.database.db
      .updateTable('accounts')
      .set({ balance: 123 })
      .where('id', '=', account)
      .execute();
    const check = await verifyLedger(server.database.db);
    expect(check.ok).toBe(false);
    expect(check.mismatches).toEqual([{ accountId: account, balance: 123, sum: expect.any(Number) }]);
  });
});
