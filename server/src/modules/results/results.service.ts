import { sql, type Kysely } from 'kysely';
import { MATCH_STATUS, type ResultsQuery } from '@bet/shared';
import type { DB } from '../../db/schema.ts';

const DAY = 24 * 3600_000;

/**
 * Stored match results, from yesterday to tomorrow unless the query says otherwise: sport by sport
 * in the catalogue's order, each newest first.
 */
export async function listResults(db: Kysely<DB>, query: ResultsQuery, now = Date.now()) {
  const from = query.from ?? now - DAY;
  const to = query.to ?? now + DAY;
  let q = db
    .selectFrom('match_results as r')
    .innerJoin('matches as m', 'm.id', 'r.match_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .where('m.match_date', '>=', from)
    .where('m.match_date', '<=', to);
  if (query.sportId) q = q.where('m.sport_id', '=', query.sportId);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'r.match_id',
      'm.sport_id',
      's.name as sport_name',
      'm.match_date',
      'h.name as home',
      'a.name as away',
      'r.score_home',
      'r.score_away',
      'r.ht_home',
      'r.ht_away',
      'r.status',
    ])
    // grouped by sport on the page: the sports in the catalogue's order (football first), not in
    // the order of each one's latest result, which changed from one load to the next
    .orderBy('s.sort')
    .orderBy('s.id')
    .orderBy('m.match_date', 'desc')
    .orderBy('r.match_id')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return {
    totalCount: Number(total?.n ?? 0),
    results: rows.map((r) => ({
      matchId: r.match_id,
      sportId: r.sport_id,
      sportName: r.sport_name,
      matchDate: new Date(Number(r.match_date)).toISOString(),
      home: r.home,
      away: r.away,
      score: r.status === MATCH_STATUS.cancelled ? null : { home: r.score_home, away: r.score_away },
      halftime: r.ht_home === null ? null : { home: r.ht_home, away: r.ht_away ?? 0 },
      status: r.status,
    })),
  };
}
