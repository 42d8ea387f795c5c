import {
  STAKE_FACTOR_ONE,
  toMajor,
  toMinor,
  type LimitScope,
  type LimitedPick,
  type TradingLimit,
  type TradingLimitRequest,
  type TradingLimitRow,
  type TradingLimitsQuery,
} from '@bet/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import type { DB } from '../../db/schema.ts';
import type { TradingLimitsTable } from '../../db/tables/trading.ts';
import { notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { SportsService } from '../sports/index.ts';
import { isManager } from '../users/index.ts';

type Row = Selectable<TradingLimitsTable>;
export interface Actor {
  id: number;
  ip: string;
}

const amount = (v: number | null) => (v === null ? null : toMinor(v));
const major = (v: number | null) => (v === null ? null : toMajor(Number(v)));

/** What placement needs of the stored limits: the rules of the picks and the player, and the player's factor. */
export interface PlayerTradingLimits {
  rules: TradingLimit[];
  stakeFactor: number;
}

const toRule = (r: Row): TradingLimit => ({
  scope: r.scope as LimitScope,
  targetId: Number(r.target_id),
  maxStake: r.max_stake === null ? null : Number(r.max_stake),
  maxPay: r.max_pay === null ? null : Number(r.max_pay),
  matchTotal: r.match_total === null ? null : Number(r.match_total),
});

/**
 * Read on every placement: every limit kept in memory by its target (one row each), dropped when a
 * write to `trading_limits` commits, so a change binds the next placement.
 */
const keptLimits = keptPerDatabase(
  (database) =>
    new KeptCopy<'all', Map<string, Row>>(
      database,
      async () => {
        const rows = await database.db.selectFrom('trading_limits').selectAll().execute();
        return new Map(rows.map((r) => [`${r.scope}:${Number(r.target_id)}`, r]));
      },
      (change) => change.table === 'trading_limits',
      1,
    ),
);

/**
 * The limits that may bind these picks for this player, from memory: only the rows of the picks'
 * sports, leagues, matches and market types and of the player (the shared rule picks the strictest
 * of them).
 */
export async function tradingLimitsFor(
  database: Database,
  playerId: number,
  picks: readonly LimitedPick[],
): Promise<PlayerTradingLimits> {
  const ids = (f: (p: LimitedPick) => number) => [...new Set(picks.map(f))];
  const wanted: Array<[LimitScope, number[]]> = [
    ['player', [playerId]],
    ['sport', ids((p) => p.sportId)],
    ['league', ids((p) => p.leagueId)],
    ['match', ids((p) => p.matchId)],
    ['marketType', ids((p) => p.marketTypeId)],
  ];
  const kept = await keptLimits(database).get('all');
  const rows: Row[] = [];
  for (const [scope, list] of wanted)
    for (const id of list) {
      const row = kept.get(`${scope}:${id}`);
      if (row) rows.push(row);
    }
  const own = rows.find((r) => r.scope === 'player');
  return { rules: rows.map(toRule), stakeFactor: own?.stake_factor ?? STAKE_FACTOR_ONE };
}

/** The picks as the limits see them, from the server's own view of the matches. */
export function limitedPicks(
  sports: SportsService,
  picks: ReadonlyArray<{ matchId: number; marketId: number }>,
): LimitedPick[] {
  const out: LimitedPick[] = [];
  for (const p of picks) {
    const match = sports.view.get(p.matchId);
    const market = match?.markets.find((m) => m.id === p.marketId);
    if (!match || !market) continue;
    out.push({
      matchId: match.id,
      sportId: match.sportId,
      leagueId: match.tournamentId,
      marketTypeId: market.typeId,
    });
  }
  return out;
}

/** The name of what a limit is set on, or undefined when there is no such thing. */
async function targetName(
  db: Kysely<DB>,
  sports: SportsService,
  scope: LimitScope,
  id: number,
): Promise<string | undefined> {
  switch (scope) {
    case 'sport':
      return (await db.selectFrom('sports').select('name').where('id', '=', id).executeTakeFirst())?.name;
    case 'league':
      return (await db.selectFrom('tournaments').select('name').where('id', '=', id).executeTakeFirst())
        ?.name;
    case 'marketType':
      return (await db.selectFrom('market_types').select('name').where('id', '=', id).executeTakeFirst())
        ?.name;
    case 'match': {
      const m = sports.view.get(id);
      if (m) return `${m.homeTeam} – ${m.awayTeam}`;
      const row = await db
        .selectFrom('matches as m')
        .innerJoin('teams as h', 'h.id', 'm.home_team_id')
        .innerJoin('teams as a', 'a.id', 'm.away_team_id')
        .select(['h.name as home', 'a.name as away'])
        .where('m.id', '=', id)
        .executeTakeFirst();
      return row ? `${row.home} – ${row.away}` : undefined;
    }
    case 'player': {
      const u = await db
        .selectFrom('users')
        .select(['user_name', 'role'])
        .where('id', '=', id)
        .executeTakeFirst();
      // managers do not bet: a limit on one would bind nobody
      return u && !isManager(u.role) ? u.user_name : undefined;
    }
  }
}

async function toRow(db: Kysely<DB>, sports: SportsService, r: Row): Promise<TradingLimitRow> {
  const scope = r.scope as LimitScope;
  return {
    id: Number(r.id),
    scope,
    targetId: Number(r.target_id),
    name: (await targetName(db, sports, scope, Number(r.target_id))) ?? `#${r.target_id}`,
    maxStake: major(r.max_stake),
    maxPay: major(r.max_pay),
    matchTotal: major(r.match_total),
    stakeFactor: r.stake_factor === null ? null : r.stake_factor / STAKE_FACTOR_ONE,
    updatedAt: new Date(Number(r.updated_at)).toISOString(),
  };
}

export async function listTradingLimits(
  db: Kysely<DB>,
  sports: SportsService,
  q: TradingLimitsQuery,
): Promise<{ results: TradingLimitRow[]; totalCount: number }> {
  let query = db.selectFrom('trading_limits');
  if (q.scope) query = query.where('scope', '=', q.scope);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('scope').orderBy('target_id').offset(q.offset).limit(q.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    results: await Promise.all(rows.map((r) => toRow(db, sports, r))),
    totalCount: Number(count.n),
  };
}

/**
 * Sets the limit of one target, replacing what it had, with the audit row in the same transaction.
 * A stake factor is a player's alone; a limit with nothing in it is refused (removing is its own call).
 */
export async function setTradingLimit(
  db: Kysely<DB>,
  sports: SportsService,
  body: TradingLimitRequest,
  actor: Actor,
): Promise<TradingLimitRow> {
  if (body.stakeFactor !== null && body.scope !== 'player') throw refused('stakeFactorPlayersOnly');
  if ([body.maxStake, body.maxPay, body.matchTotal, body.stakeFactor].every((v) => v === null))
    throw refused('tradingLimitEmpty');
  if ((await targetName(db, sports, body.scope, body.targetId)) === undefined)
    throw notFound('tradingLimitTargetNotFound');
  const values = {
    max_stake: amount(body.maxStake),
    max_pay: amount(body.maxPay),
    match_total: amount(body.matchTotal),
    stake_factor: body.stakeFactor === null ? null : Math.round(body.stakeFactor * STAKE_FACTOR_ONE),
    updated_by: actor.id,
    updated_at: Date.now(),
  };
  const saved = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('trading_limits')
      .selectAll()
      .where('scope', '=', body.scope)
      .where('target_id', '=', body.targetId)
      .executeTakeFirst();
    const row = before
      ? await trx
          .updateTable('trading_limits')
          .set(values)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('trading_limits')
          .values({ scope: body.scope, target_id: body.targetId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tradingLimit.set',
      targetType: 'tradingLimit',
      targetId: Number(row.id),
      before: before ? auditView(before) : undefined,
      after: auditView(row),
      ip: actor.ip,
    });
    return row;
  });
  return toRow(db, sports, saved);
}

export async function removeTradingLimit(
  db: Kysely<DB>,
  id: number,
  actor: Actor,
): Promise<{ removed: true }> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('trading_limits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('tradingLimitNotFound');
    await trx.deleteFrom('trading_limits').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tradingLimit.remove',
      targetType: 'tradingLimit',
      targetId: id,
      before: auditView(before),
      ip: actor.ip,
    });
  });
  return { removed: true };
}

/** What the audit keeps of a limit: its target and amounts as the stored minor units. */
const auditView = (r: Row) => ({
  scope: r.scope,
  targetId: Number(r.target_id),
  maxStake: r.max_stake === null ? null : Number(r.max_stake),
  maxPay: r.max_pay === null ? null : Number(r.max_pay),
  matchTotal: r.match_total === null ? null : Number(r.match_total),
  stakeFactor: r.stake_factor,
});
