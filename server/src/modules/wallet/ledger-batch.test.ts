import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { accountIdOfUser, inTransaction, postMovement, postMovements, type MovementInput } from './ledger.ts';

/** Rolls a transaction back after reading what it wrote. */
class Undo extends Error {
  constructor(readonly state: unknown) {
    super('undo');
  }
}

describe('booking movements in a batch', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: number[];
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', 'in', ['player1', 'player2', 'player3'])
      .execute();
    users = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await server.close();
  });

  /** Balances, the new ledger rows and every report row, as `book` leaves them, then undone. */
  async function after(book: (trx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => Promise<unknown>) {
    const since = Number(
      (
        await server.database.db
          .selectFrom('ledger_movements')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    try {
      await inTransaction(server.database, async (trx) => {
        await book(trx);
        const ids = await Promise.all(users.map((u) => accountIdOfUser(trx, u)));
        throw new Undo({
          balances: await trx
            .selectFrom('accounts')
            .select(['id', 'balance'])
            .where('id', 'in', ids)
            .orderBy('id')
            .execute(),
          movements: await trx
            .selectFrom('ledger_movements')
            .select(['account_id', 'amount', 'balance_after', 'type', 'service', 'reference', 'created_at'])
            .where('id', '>', since)
            .orderBy('id')
            .execute(),
          reports: await trx
            .selectFrom('report_daily')
            .selectAll()
            .orderBy(['node_id', 'day', 'product'])
            .execute(),
        });
      });
    } catch (err) {
      if (err instanceof Undo) return err.state;
      throw err;
    }
    throw new Error('the transaction was not undone');
  }

  const movement = fc.record({
    user: fc.nat({ max: 2 }),
    kind: fc.constantFrom('win', 'voidRefund', 'bonusUp', 'bonusDown', 'winBack'),
    amount: fc.integer({ min: 1, max: 500_000 }),
    product: fc.constantFrom('sport', 'live', 'slots'),
    day: fc.nat({ max: 2 }),
  });

  it('leaves the balances, ledger rows and report rows that posting each in turn leaves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 40 }), async (drawn) => {
        const inputs: MovementInput[] = drawn.map((m, k) => ({
          userId: users[m.user]!,
          amount: m.kind === 'bonusDown' || m.kind === 'winBack' ? -m.amount : m.amount,
          type: m.kind === 'winBack' ? 'winCorrection' : m.kind.startsWith('bonus') ? 'couponBonus' : m.kind,
          service: 1,
          reference: `B-${k}`,
          product: m.product as 'sport' | 'live' | 'slots',
          at: Date.UTC(2026, 0, 1 + m.day, 12),
          ...(m.kind === 'bonusDown' || m.kind === 'winBack' ? { overdraw: true } : {}),
        }));
        const oneByOne = await after(async (trx) => {
          for (const input of inputs) await postMovement(trx, input);
        });
        const together = await after((trx) => postMovements(trx, inputs));
        expect(together).toEqual(oneByOne);
      }),
      { numRuns: 40 },
    );
  });

  it('answers each movement with its account and the balance it left', async () => {
    const account = await accountIdOfUser(server.database.db, users[0]!);
    const results = await after(async (trx) => {
      const before = Number(
        (
          await trx
            .selectFrom('accounts')
            .select('balance')
            .where('id', '=', account)
            .executeTakeFirstOrThrow()
        ).balance,
      );
      const moved = await postMovements(trx, [
        { userId: users[0]!, amount: 300, type: 'win', reference: 'R-1' },
        { accountId: account, amount: 200, type: 'win', reference: 'R-2' },
        { userId: users[0]!, amount: -1_000_000, type: 'winCorrection', reference: 'R-1', overdraw: true },
      ]);
      expect(moved).toEqual([
        { accountId: account, balanceAfter: before + 300 },
        { accountId: account, balanceAfter: before + 500 },
        { accountId: account, balanceAfter: before + 500 - 1_000_000 },
      ]);
    });
    expect(results).toBeDefined();
  });

  it('takes only movements that are always booked: a debit that may be refused goes one by one', async () => {
    await expect(
      inTransaction(server.database, (trx) =>
        postMovements(trx, [{ userId: users[0]!, amount: -100, type: 'stake', reference: 'S-1' }]),
      ),
    ).rejects.toThrow(/postMovement/);
    await expect(
      inTransaction(server.database, (trx) =>
        postMovements(trx, [
          { userId: users[0]!, amount: -100, type: 'stake', reference: 'S-1', overdraw: true },
        ]),
      ),
    ).rejects.toThrow(/may not overdraw/);
    await expect(
      inTransaction(server.database, (trx) =>
        postMovements(trx, [{ userId: 987_654_321, amount: 100, type: 'win', reference: 'S-1' }]),
      ),
    ).rejects.toMatchObject({ code: 'accountNotFound' });
  });
});
