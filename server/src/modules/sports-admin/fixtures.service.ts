import {
  marketIdOf,
  marketTypeDefinition,
  outcomeIdOf,
  type Fixture,
  type FixtureCreateRequest,
  type FixtureListQuery,
  type FixtureListResponse,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { DEFAULT_OUTCOME_LIMITS, type FeedFixture, type FeedMarket } from '../feed/index.ts';
import type { SportsService, ViewMatch } from '../sports/index.ts';

/**
 * Matches made by hand take ids from here up (the `integer` columns' top range), far above any
 * feed's or the simulator's, so the two never meet.
 */
export const MANUAL_FIRST_ID = 2_000_000_000;

export const isManual = (matchId: number) => matchId >= MANUAL_FIRST_ID;

/** A match as the back office shows it: the feed's names, its state and every market. */
export function toFixture(sports: SportsService, m: ViewMatch): Fixture {
  return {
    id: m.id,
    code: m.code,
    sportId: m.sportId,
    sportName: m.sportName,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    matchDate: m.matchDate,
    ttype: m.ttype,
    status: m.status,
    betStatus: m.betStatus,
    held: m.held,
    manual: isManual(m.id),
    decided: m.result !== null,
    markets: m.markets.map((mk) => ({
      id: mk.id,
      typeId: mk.typeId,
      name: mk.name,
      special: mk.special,
      active: mk.active,
      iss: mk.iss,
      held: sports.view.isHeld(mk.id),
      outcomes: mk.outcomes.map((o) => ({ id: o.id, name: o.name, odd: o.odd, active: o.active })),
    })),
  };
}

/** Matches not yet decided, by kick-off time, narrowed as the back office asks. */
export function listFixtures(sports: SportsService, q: FixtureListQuery): FixtureListResponse {
  const k = q.keyWord?.toLocaleLowerCase('tr');
  const all = [...sports.view.all()]
    .filter(
      (m) =>
        !m.result &&
        (q.sportId === undefined || m.sportId === q.sportId) &&
        (q.tournamentId === undefined || m.tournamentId === q.tournamentId) &&
        (q.ttype === undefined || m.ttype === q.ttype) &&
        (k === undefined ||
          String(m.id) === k ||
          m.code.toLocaleLowerCase('tr') === k ||
          [m.homeTeam, m.awayTeam, m.tournamentName, m.categoryName].some((s) =>
            s.toLocaleLowerCase('tr').includes(k),
          )),
    )
    .sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.id - b.id);
  return {
    results: all.slice(q.offset, q.offset + q.limit).map((m) => toFixture(sports, m)),
    totalCount: all.length,
  };
}

/** The match an operator acts on; a decided one cannot be changed by hand any more. */
export function fixtureOf(sports: SportsService, id: number): ViewMatch {
  const m = sports.view.get(id);
  if (!m) throw notFound('notFoundMatch');
  return m;
}

/** The next free id at or above `first` in a table with `id` (manual matches and teams). */
async function nextId(db: Kysely<DB>, table: 'matches' | 'teams', first: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .where('id', '>=', first)
    .executeTakeFirst();
  return row?.top == null ? first : Number(row.top) + 1;
}

/** A team of the sport by its name (any case), or a new one made for a match by hand. */
async function teamId(db: Kysely<DB>, sportId: number, name: string, taken: number[]): Promise<number> {
  const teams = await db.selectFrom('teams').select(['id', 'name']).where('sport_id', '=', sportId).execute();
  const found = teams.find((t) => t.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'));
  if (found) return found.id;
  return Math.max(await nextId(db, 'teams', MANUAL_FIRST_ID), ...taken.map((t) => t + 1));
}

/**
 * A match no feed covers, in a league that exists, as a fixture message the sports service
 * applies like any other: it is stored, listed and pushed the same way. One odd per outcome of
 * each market type, in the type's order.
 */
export async function manualFixture(db: Kysely<DB>, body: FixtureCreateRequest): Promise<FeedFixture> {
  const league = await db
    .selectFrom('tournaments')
    .innerJoin('sports', 'sports.id', 'tournaments.sport_id')
    .innerJoin('categories', 'categories.id', 'tournaments.category_id')
    .select([
      'tournaments.id',
      'tournaments.name',
      'tournaments.top',
      'tournaments.sport_id',
      'sports.name as sport_name',
      'tournaments.category_id',
      'categories.name as category_name',
      'categories.flag',
    ])
    .where('tournaments.id', '=', body.tournamentId)
    .executeTakeFirst();
  if (!league) throw notFound('notFound');
  const id = await nextId(db, 'matches', MANUAL_FIRST_ID);
  const homeTeamId = await teamId(db, league.sport_id, body.homeTeam, []);
  const awayTeamId = await teamId(db, league.sport_id, body.awayTeam, [homeTeamId]);
  const markets: FeedMarket[] = body.markets.map((mk, i) => {
    const type = marketTypeDefinition(mk.typeId);
    if (!type || type.outcomes.length !== mk.odds.length)
      throw badRequest('invalidRequest', {
        issues: [{ path: `markets.${i}.odds`, message: `market type ${mk.typeId} has other outcomes` }],
      });
    const marketId = marketIdOf(id, i);
    return {
      id: marketId,
      typeId: mk.typeId,
      name: type.name,
      special: mk.special,
      active: true,
      iss: false,
      cashout: true,
      outcomes: type.outcomes.map((name, j) => ({
        id: outcomeIdOf(marketId, j),
        name,
        odd: mk.odds[j]!,
        active: true,
        limits: DEFAULT_OUTCOME_LIMITS,
      })),
    };
  });
  return {
    id,
    code: `H${String((id - MANUAL_FIRST_ID) % 10_000).padStart(4, '0')}`,
    sportId: league.sport_id,
    sportName: league.sport_name,
    categoryId: league.category_id,
    categoryName: league.category_name,
    categoryFlag: league.flag,
    tournamentId: league.id,
    tournamentName: league.name,
    top: league.top === 1,
    homeTeamId,
    homeTeam: body.homeTeam,
    awayTeamId,
    awayTeam: body.awayTeam,
    matchDate: Date.parse(body.matchDate),
    minTip: body.minTip,
    markets,
  };
}
