import { awaitsResult, compareDeskMatches, type ResultDeskList, type ResultDeskQuery } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The desk's list: every match that started in the last `days`, those waiting for a result
 * first (by the shared rule), with how many coupons hold it. The window is a few days of one
 * site's matches, so the order is made here rather than in SQL.
 */
export async function listDeskMatches(
  db: Kysely<DB>,
  q: ResultDeskQuery,
  now: number,
): Promise<ResultDeskList> {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('teams as a', 'a.id', 'm.away_team_id')
    .leftJoin('match_results as r', 'r.match_id', 'm.id')
    .where('m.match_date', '<=', now)
    .where('m.match_date', '>=', now - q.days * DAY_MS);
  if (q.keyWord) {
    const like = `%${q.keyWord.replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([eb('h.name', 'like', like), eb('a.name', 'like', like), eb('t.name', 'like', like)]),
    );
  }
  const rows = await query
    .select([
      'm.id',
      'm.match_date',
      'm.sport_id',
      'm.tournament_id',
      's.name as sport_name',
      't.name as tournament_name',
      'h.name as home',
      'a.name as away',
      'm.status',
      'r.status as result_status',
      'r.score_home',
      'r.score_away',
      'r.ht_home',
      'r.ht_away',
      'r.source',
      'r.revision',
    ])
    .execute();
  const all = rows
    .map((r) => ({
      row: r,
      id: Number(r.id),
      matchDate: Number(r.match_date),
      awaiting: awaitsResult(
        { status: r.status, matchDate: Number(r.match_date), hasResult: r.result_status !== null },
        now,
      ),
    }))
    .filter((m) => q.awaiting !== '1' || m.awaiting)
    .sort(compareDeskMatches);
  const page = all.slice(q.offset, q.offset + q.limit);
  const ids = page.map((m) => m.id);
  const counts = ids.length
    ? await db
        .selectFrom('coupon_lines as l')
        .innerJoin('coupons as c', 'c.id', 'l.coupon_id')
        .select(['l.match_id', 'c.status'])
        .select((eb) => eb.fn.count<number>('c.id').distinct().as('n'))
        .where('l.match_id', 'in', ids)
        .groupBy(['l.match_id', 'c.status'])
        .execute()
    : [];
  const couponsOf = (id: number, waitingOnly: boolean) =>
    counts
      .filter((c) => Number(c.match_id) === id && (!waitingOnly || c.status === 0))
      .reduce((n, c) => n + Number(c.n), 0);
  return {
    totalCount: all.length,
    awaitingCount: all.filter((m) => m.awaiting).length,
    results: page.map(({ row: r, id, matchDate, awaiting }) => ({
      id,
      matchDate: new Date(matchDate).toISOString(),
      sportId: Number(r.sport_id),
      sportName: r.sport_name,
      tournamentId: Number(r.tournament_id),
      tournamentName: r.tournament_name,
      home: r.home,
      away: r.away,
      status: r.status,
      awaiting,
      result:
        r.result_status === null
          ? null
          : {
              status: r.result_status,
              score: { home: Number(r.score_home), away: Number(r.score_away) },
              halftime: r.ht_home === null ? null : { home: Number(r.ht_home), away: Number(r.ht_away ?? 0) },
              source: r.source ?? 'feed',
              revision: Number(r.revision),
            },
      coupons: couponsOf(id, false),
      waitingCoupons: couponsOf(id, true),
    })),
  };
}
