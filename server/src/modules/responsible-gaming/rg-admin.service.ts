import type { RgHistory, RgPlayerList, RgPlayersQuery } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/index.ts';
import { activeExclusion } from './enforcement.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The players of the caller's subtree with what responsible gaming holds for them: limits in force,
 * loosenings waiting, and a running time-out or self-exclusion.
 */
export async function listRgPlayers(
  db: Kysely<DB>,
  caller: AuthUser,
  q: RgPlayersQuery,
): Promise<RgPlayerList> {
  const now = Date.now();
  let base = db
    .selectFrom('users as u')
    .where('u.role', '=', 'player')
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`)
    .where('u.id', '!=', caller.id);
  if (q.userName?.trim())
    base = base.where('u.user_name', 'like', `%${q.userName.trim().replace(/[%_\\]/g, '')}%`);
  if (q.only === 'limits' || q.only === 'pending') {
    const pending = q.only === 'pending';
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('rg_limits as l')
          .select('l.id')
          .whereRef('l.user_id', '=', 'u.id')
          .where(pending ? 'l.pending' : 'l.amount', pending ? '=' : 'is not', pending ? 1 : null),
      ),
    );
  }
  if (q.only === 'excluded') {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('rg_exclusions as x')
          .select('x.id')
          .whereRef('x.user_id', '=', 'u.id')
          .where('x.starts_at', '<=', now)
          .where((e) => e.or([e('x.ends_at', 'is', null), e('x.ends_at', '>', now)])),
      ),
    );
  }
  const [users, count] = await Promise.all([
    base
      .select(['u.id', 'u.user_name', 'u.currency'])
      .orderBy('u.user_name')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = users.map((u) => Number(u.id));
  const limits = ids.length
    ? await db
        .selectFrom('rg_limits')
        .select(['user_id', 'currency', 'amount', 'pending'])
        .where('user_id', 'in', ids)
        .execute()
    : [];
  const results = await Promise.all(
    users.map(async (u) => {
      const id = Number(u.id);
      const own = limits.filter((l) => Number(l.user_id) === id && l.currency === u.currency);
      const e = await activeExclusion(db, id, now);
      return {
        userId: id,
        userName: u.user_name,
        currency: u.currency,
        limits: own.filter((l) => l.amount !== null).length,
        pending: own.filter((l) => Number(l.pending) === 1).length,
        exclusion: e
          ? { type: e.type, startsAt: iso(e.startsAt), endsAt: e.endsAt === null ? null : iso(e.endsAt) }
          : null,
      };
    }),
  );
  return { results, totalCount: Number(count.n) };
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** The responsible gaming entries of a player's audit trail, newest first: who changed what, and why. */
export async function rgHistory(db: Kysely<DB>, userId: number): Promise<RgHistory> {
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .select(['l.id', 'l.action', 'a.user_name', 'l.before', 'l.after', 'l.created_at'])
    .where('l.target_type', '=', 'user')
    .where('l.target_id', '=', userId)
    .where('l.action', 'like', 'rg.%')
    .orderBy('l.seq', 'desc')
    .limit(200)
    .execute();
  return {
    results: rows.map((r) => {
      const before = (r.before ? JSON.parse(r.before) : {}) as Record<string, unknown>;
      const after = (r.after ? JSON.parse(r.after) : {}) as Record<string, unknown>;
      const kind = str(after['kind'] ?? before['kind']);
      const period = str(after['period'] ?? before['period']);
      return {
        id: Number(r.id),
        action: r.action,
        actorName: r.user_name ?? null,
        createdAt: iso(Number(r.created_at)),
        reason: str(after['reason']) ?? '',
        kind: kind === 'deposit' || kind === 'loss' || kind === 'stake' ? kind : null,
        period: period === 'day' || period === 'week' || period === 'month' ? period : null,
        amountBefore: num(before['amount']),
        amountAfter: num(after['amount']),
        length: str(after['length']),
        endsAt: str(after['endsAt']),
      };
    }),
  };
}
