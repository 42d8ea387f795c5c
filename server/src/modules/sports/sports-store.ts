import { roundToThousandths, fromThousandths, statusForResult } from '@bet/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OutcomeLimits } from '@bet/shared';
import { inChunks } from '../../db/bulk.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { MatchResult, ResultSource } from '../feed/index.ts';
import type { MarketLines, SportsView, ViewChanges, ViewMatch } from './sports-view.ts';

/** Writes what a feed batch changed, in one transaction, so the database follows the view. */
export async function persistChanges(
  database: Database,
  view: SportsView,
  changes: ViewChanges,
): Promise<void> {
  const { fixtures, states, markets, results, removed } = changes;
  if (!fixtures.length && !states.length && !markets.length && !results.length && !removed.length) return;
  await database.db.transaction().execute(async (trx) => {
    for (const m of fixtures) await upsertCatalogue(trx, m);
    const whole = new Set([...fixtures, ...states, ...removed]);
    await upsertMatches(trx, [...whole]);
    // a match whose markets alone changed keeps its row but for its version
    await updateVersions(
      trx,
      markets.filter((m) => !whole.has(m)),
    );
    await upsertMarkets(trx, [...new Set([...fixtures, ...markets])], view, changes.lines);
    for (const { match, result, by } of results) {
      await trx
        .insertInto('match_results')
        .values({
          match_id: match.id,
          status: result.status,
          score_home: result.score.home,
          score_away: result.score.away,
          ht_home: result.halftime?.home ?? null,
          ht_away: result.halftime?.away ?? null,
          details: JSON.stringify({
            periods: result.periods,
            corners: result.corners,
            cards: result.cards,
            goals: result.goals,
          }),
          created_at: Date.now(),
          source: by,
        })
        .onConflict((oc) =>
          oc.column('match_id').doUpdateSet({
            source: by,
            status: result.status,
            score_home: result.score.home,
            score_away: result.score.away,
            ht_home: result.halftime?.home ?? null,
            ht_away: result.halftime?.away ?? null,
            details: JSON.stringify({
              periods: result.periods,
              corners: result.corners,
              cards: result.cards,
              goals: result.goals,
            }),
            // A new revision for settlement to apply (the start-up recovery finds it if it never does).
            revision: sql`match_results.revision + 1`,
          }),
        )
        .execute();
    }
  });
}

async function upsertCatalogue(trx: Transaction<DB>, m: ViewMatch): Promise<void> {
  await trx
    .insertInto('sports')
    .values({ id: m.sportId, name: m.sportName, sort: m.sportId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('categories')
    .values({ id: m.categoryId, sport_id: m.sportId, name: m.categoryName, flag: m.categoryFlag })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('tournaments')
    .values({
      id: m.tournamentId,
      sport_id: m.sportId,
      category_id: m.categoryId,
      name: m.tournamentName,
      top: m.top ? 1 : 0,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('teams')
    .values([
      { id: m.homeTeamId, sport_id: m.sportId, name: m.homeTeam },
      { id: m.awayTeamId, sport_id: m.sportId, name: m.awayTeam },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The matches' rows, a bulk statement per chunk. */
async function upsertMatches(trx: Transaction<DB>, matches: readonly ViewMatch[]): Promise<void> {
  const rows = matches.map((m) => ({
    id: m.id,
    code: m.code,
    sport_id: m.sportId,
    category_id: m.categoryId,
    tournament_id: m.tournamentId,
    home_team_id: m.homeTeamId,
    away_team_id: m.awayTeamId,
    match_date: Date.parse(m.matchDate),
    ttype: m.ttype,
    status: m.status,
    bet_status: m.betStatus,
    active: m.active ? 1 : 0,
    score_home: m.score?.home ?? null,
    score_away: m.score?.away ?? null,
    minute: m.time?.minute ?? null,
    extra: m.time?.extra ?? null,
    min_tip: m.minTip,
    version: m.version,
    updated_at: m.updatedAt,
    removed: m.removed ? 1 : 0,
    held: m.held ? 1 : 0,
    details: JSON.stringify({ periods: m.periods, corners: m.corners, cards: m.cards, goals: m.goals }),
  }));
  for (const chunk of inChunks(rows))
    await trx
      .insertInto('matches')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          sport_id: eb.ref('excluded.sport_id'),
          category_id: eb.ref('excluded.category_id'),
          tournament_id: eb.ref('excluded.tournament_id'),
          home_team_id: eb.ref('excluded.home_team_id'),
          away_team_id: eb.ref('excluded.away_team_id'),
          match_date: eb.ref('excluded.match_date'),
          ttype: eb.ref('excluded.ttype'),
          status: eb.ref('excluded.status'),
          bet_status: eb.ref('excluded.bet_status'),
          active: eb.ref('excluded.active'),
          score_home: eb.ref('excluded.score_home'),
          score_away: eb.ref('excluded.score_away'),
          minute: eb.ref('excluded.minute'),
          extra: eb.ref('excluded.extra'),
          min_tip: eb.ref('excluded.min_tip'),
          version: eb.ref('excluded.version'),
          updated_at: eb.ref('excluded.updated_at'),
          removed: eb.ref('excluded.removed'),
          held: eb.ref('excluded.held'),
          details: eb.ref('excluded.details'),
        })),
      )
      .execute();
}

/**
 * The matches' lines, a bulk statement per chunk: of a match in `lines` only the lines named
 * there (the rest are as stored), of the others all of them.
 */
async function upsertMarkets(
  trx: Transaction<DB>,
  matches: readonly ViewMatch[],
  view: SportsView,
  lines: ReadonlyMap<number, MarketLines> | undefined,
): Promise<void> {
  // Lines that are no longer offered stay in the table (coupons refer to them), closed.
  const whole = matches.filter((m) => !lines?.has(m.id)).map((m) => m.id);
  const closed = matches.flatMap((m) => [...(lines?.get(m.id)?.closed ?? [])]);
  for (const chunk of inChunks(whole))
    await trx.updateTable('markets').set({ active: 0 }).where('match_id', 'in', chunk).execute();
  for (const chunk of inChunks(closed))
    await trx.updateTable('markets').set({ active: 0 }).where('id', 'in', chunk).execute();
  const written = matches.flatMap((m) => {
    const l = lines?.get(m.id);
    return m.markets.flatMap((mk, position) => (!l || l.changed.has(mk.id) ? [{ m, mk, position }] : []));
  });
  const markets = written.map(({ m, mk, position }) => ({
    id: mk.id,
    position,
    match_id: m.id,
    type_id: mk.typeId,
    name: mk.name,
    special: mk.special,
    active: mk.active ? 1 : 0,
    iss: mk.iss ? 1 : 0,
    cashout: mk.cashout ? 1 : 0,
    held: view.isHeld(mk.id) ? 1 : 0,
  }));
  for (const chunk of inChunks(markets))
    await trx
      .insertInto('markets')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          active: eb.ref('excluded.active'),
          iss: eb.ref('excluded.iss'),
          special: eb.ref('excluded.special'),
          held: eb.ref('excluded.held'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
  const outcomes = written.flatMap(({ m, mk }) =>
    mk.outcomes.map((o, position) => ({
      id: o.id,
      position,
      market_id: mk.id,
      match_id: m.id,
      name: o.name,
      odd: roundToThousandths(o.odd),
      active: o.active ? 1 : 0,
      min_tip: o.minTip ?? null,
      limits: JSON.stringify(view.limitsOf(o.id) ?? {}),
    })),
  );
  for (const chunk of inChunks(outcomes))
    await trx
      .insertInto('outcomes')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          odd: eb.ref('excluded.odd'),
          active: eb.ref('excluded.active'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
}

/**
 * The version and time of matches whose lines alone changed, a bulk statement per chunk (UPDATE ...
 * FROM VALUES, which both databases take; PostgreSQL types a VALUES list from its values alone).
 */
async function updateVersions(trx: Transaction<DB>, matches: readonly ViewMatch[]): Promise<void> {
  for (const chunk of inChunks(matches))
    await sql`update matches set version = v.column2, updated_at = v.column3 from (values ${sql.join(
      chunk.map(
        (m) => sql`(cast(${m.id} as bigint), cast(${m.version} as bigint), cast(${m.updatedAt} as bigint))`,
      ),
    )}) as v where matches.id = v.column1`.execute(trx);
}

/** Writes the market types the feed offers, with their outcome templates. */
export async function saveMarketTypes(
  db: Kysely<DB>,
  types: Array<{ id: number; name: string; outcomes: string[]; main: boolean }>,
): Promise<void> {
  for (const t of types)
    await db
      .insertInto('market_types')
      .values({ id: t.id, name: t.name, outcomes: JSON.stringify(t.outcomes), main: t.main ? 1 : 0 })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ name: t.name, outcomes: JSON.stringify(t.outcomes), main: t.main ? 1 : 0 }),
      )
      .execute();
}

/** Fills the view from the database at start, so a restart keeps the matches it knew. */
export async function loadView(db: Kysely<DB>, view: SportsView): Promise<number> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('sports', 'sports.id', 'matches.sport_id')
    .innerJoin('categories', 'categories.id', 'matches.category_id')
    .innerJoin('tournaments', 'tournaments.id', 'matches.tournament_id')
    .innerJoin('teams as home', 'home.id', 'matches.home_team_id')
    .innerJoin('teams as away', 'away.id', 'matches.away_team_id')
    .select([
      'matches.id',
      'matches.code',
      'matches.sport_id',
      'sports.name as sport_name',
      'matches.category_id',
      'categories.name as category_name',
      'categories.flag',
      'matches.tournament_id',
      'tournaments.name as tournament_name',
      'tournaments.top',
      'matches.home_team_id',
      'home.name as home_name',
      'matches.away_team_id',
      'away.name as away_name',
      'matches.match_date',
      'matches.ttype',
      'matches.status',
      'matches.bet_status',
      'matches.active',
      'matches.score_home',
      'matches.score_away',
      'matches.minute',
      'matches.extra',
      'matches.min_tip',
      'matches.version',
      'matches.updated_at',
      'matches.details',
      'matches.held',
    ])
    .where('matches.removed', '=', 0)
    .execute();
  if (rows.length === 0) return 0;
  const results = new Map<number, MatchResult>();
  const resultBy = new Map<number, ResultSource>();
  // Only what belongs to the matches still on the site: the tables keep every closed line for coupons.
  const current = db.selectFrom('matches').select('id').where('removed', '=', 0);
  const stored = await db.selectFrom('match_results').selectAll().where('match_id', 'in', current).execute();
  for (const r of stored) {
    resultBy.set(r.match_id, r.source);
    const details = JSON.parse(r.details) as Pick<MatchResult, 'periods' | 'corners' | 'cards' | 'goals'>;
    results.set(r.match_id, {
      status: statusForResult(r.status),
      score: { home: r.score_home, away: r.score_away },
      halftime: r.ht_home === null ? null : { home: r.ht_home, away: r.ht_away ?? 0 },
      ...details,
      periods: details.periods ?? [],
    });
  }
  const markets = await db
    .selectFrom('markets')
    .selectAll()
    .where('active', '=', 1)
    .where('match_id', 'in', current)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const outcomes = await db
    .selectFrom('outcomes')
    .selectAll()
    .where('match_id', 'in', current)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const outcomesByMarket = new Map<number, typeof outcomes>();
  for (const o of outcomes)
    outcomesByMarket.set(Number(o.market_id), [...(outcomesByMarket.get(Number(o.market_id)) ?? []), o]);
  const marketsByMatch = new Map<number, typeof markets>();
  for (const m of markets) marketsByMatch.set(m.match_id, [...(marketsByMatch.get(m.match_id) ?? []), m]);
  for (const r of rows) {
    const limits = new Map<number, OutcomeLimits>();
    const held = (marketsByMatch.get(r.id) ?? []).filter((mk) => mk.held === 1).map((mk) => Number(mk.id));
    const ms = (marketsByMatch.get(r.id) ?? []).map((mk) => ({
      id: Number(mk.id),
      typeId: mk.type_id,
      name: mk.name,
      special: mk.special,
      active: mk.active === 1,
      iss: mk.iss === 1,
      isv: true,
      cashout: mk.cashout === 1,
      outcomes: (outcomesByMarket.get(Number(mk.id)) ?? []).map((o) => {
        limits.set(Number(o.id), JSON.parse(o.limits) as OutcomeLimits);
        return {
          id: Number(o.id),
          name: o.name,
          odd: fromThousandths(o.odd),
          active: o.active === 1,
          iss: false,
          isv: true,
          ...(o.min_tip ? { minTip: o.min_tip } : {}),
        };
      }),
    }));
    const ttype = r.ttype === 'L' ? 'L' : 'N';
    const details = JSON.parse(r.details) as Partial<
      Pick<ViewMatch, 'periods' | 'corners' | 'cards' | 'goals'>
    >;
    view.load(
      {
        id: r.id,
        code: r.code,
        sportId: r.sport_id,
        sportName: r.sport_name,
        categoryId: r.category_id,
        categoryName: r.category_name,
        categoryFlag: r.flag,
        tournamentId: r.tournament_id,
        tournamentName: r.tournament_name,
        top: r.top === 1,
        matchDate: new Date(Number(r.match_date)).toISOString(),
        homeTeam: r.home_name,
        awayTeam: r.away_name,
        homeTeamId: r.home_team_id,
        awayTeamId: r.away_team_id,
        ttype,
        status: r.status,
        betStatus: r.bet_status as ViewMatch['betStatus'],
        active: r.active === 1,
        iss: false,
        isv: true,
        score: r.score_home === null ? null : { home: r.score_home, away: r.score_away ?? 0 },
        time: r.minute === null ? null : { minute: r.minute, extra: r.extra ?? 0 },
        oddCount: ms.reduce((n, m) => n + m.outcomes.length, 0),
        minTip: r.min_tip,
        markets: ms,
        version: Number(r.version),
        updatedAt: Number(r.updated_at),
        removed: false,
        corners: details.corners ?? null,
        cards: details.cards ?? null,
        periods: details.periods ?? [],
        goals: details.goals ?? [],
        result: results.get(r.id) ?? null,
        resultBy: resultBy.get(r.id) ?? null,
        held: r.held === 1,
      },
      limits,
      held,
    );
  }
  return rows.length;
}
