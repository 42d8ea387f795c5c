import { useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_STATUS, hasHalfTime, startOfDay, type ResultRow } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { MATCH_TIME, timeZone, useDateFormat } from '../../ui/time-zone.ts';
import '../coupons/coupons.css';
import '../../ui/match-row.css';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { Versus } from '../../ui/Versus.tsx';

const HOUR_MS = 3_600_000;
/** The day chips: all three days, or one of yesterday, today, tomorrow. */
const DAYS = [
  { key: 'all', label: 'sports.chip.all' },
  { key: 'yesterday', label: 'results.yesterday' },
  { key: 'today', label: 'sports.chip.today' },
  { key: 'tomorrow', label: 'results.tomorrow' },
] as const;
type Day = (typeof DAYS)[number]['key'];
const PAGE = 50;
/** The most the server gives in one answer. */
const MAX_LIMIT = 200;

/**
 * Where yesterday, today, tomorrow and the day after begin in the player's zone: a day is 23 to
 * 25 hours long where the clocks change, so each midnight is found from the middle of its day.
 */
function midnights(now: number, zone: string) {
  const today = startOfDay(now, zone);
  const yesterday = startOfDay(today - 12 * HOUR_MS, zone);
  const tomorrow = startOfDay(today + 36 * HOUR_MS, zone);
  const dayAfter = startOfDay(tomorrow + 36 * HOUR_MS, zone);
  return { yesterday, today, tomorrow, dayAfter };
}

/**
 * "Match results from yesterday through tomorrow", by sport, with a chip per day. The server is
 * asked for the chosen day alone, sport by sport and newest first, a page at a time: a busy today must not push
 * yesterday's results out of one shared page.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const names = useEntityNames();
  const [day, setDay] = useState<Day>('all');
  const [limit, setLimit] = useState(PAGE);
  const zone = timeZone();
  const range = useMemo(() => {
    const m = midnights(Date.now(), zone);
    const [from, until] =
      day === 'yesterday'
        ? [m.yesterday, m.today]
        : day === 'today'
          ? [m.today, m.tomorrow]
          : day === 'tomorrow'
            ? [m.tomorrow, m.dayAfter]
            : [m.yesterday, m.dayAfter];
    // the server's `to` is the last instant included
    return { from: new Date(from).toISOString(), to: new Date(until - 1).toISOString() };
  }, [day, zone]);
  const { data, loading } = useApi(client.results.list, { from: range.from, to: range.to, limit });
  const rows = data?.results ?? [];
  const choose = (next: Day) => {
    setDay(next);
    setLimit(PAGE);
  };
  const time = useDateFormat(MATCH_TIME);
  const bySport = new Map<string, ResultRow[]>();
  for (const r of rows) bySport.set(r.sportName, [...(bySport.get(r.sportName) ?? []), r]);
  return (
    <section className="results-page" data-testid="results" aria-busy={loading}>
      <h1 className="list-header">{t('results.title')}</h1>
      <nav className="chips" aria-label={t('results.title')}>
        {DAYS.map((d) => (
          <button
            key={d.key}
            type="button"
            className="chip"
            aria-pressed={day === d.key}
            data-testid={`results-${d.key}`}
            onClick={() => choose(d.key)}
          >
            {t(d.label)}
          </button>
        ))}
      </nav>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && rows.length === 0 && (
        <EmptyState
          text={t('noresultmatches')}
          testId="results-empty"
          ways={[
            ...(day === 'yesterday'
              ? []
              : [{ label: t('results.yesterday'), onClick: () => choose('yesterday') }]),
            { label: t('nav.sports'), to: `/${lang}/sports` },
          ]}
        />
      )}
      {[...bySport].map(([sport, rows]) => (
        <section key={sport} data-sport={rows[0]!.sportId}>
          <h2 className="list-header">{names.sport(rows[0]!.sportId, sport)}</h2>
          <ul className="results-list">
            {rows.map((r) => (
              <li key={r.matchId} className="result-row" data-testid="result-row">
                <time dateTime={r.matchDate}>{time.format(new Date(r.matchDate))}</time>
                <Versus home={r.home} away={r.away} className="result-teams" />
                <span className="score">
                  {r.status === MATCH_STATUS.cancelled ? (
                    t('results.cancelled')
                  ) : r.score ? (
                    <Versus home={r.score.home} away={r.score.away} testId="result-score" />
                  ) : (
                    '-'
                  )}
                  {/* a half-time score only where the sport has halves (never cricket's innings or sets) */}
                  {r.halftime && hasHalfTime(r.sportId) && (
                    <small data-testid="result-halftime">
                      {t('results.halftime')} <Versus home={r.halftime.home} away={r.halftime.away} />
                    </small>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data && data.totalCount > rows.length && limit < MAX_LIMIT && (
        <button
          type="button"
          className="btn results-more"
          data-testid="results-more"
          disabled={loading}
          aria-busy={loading}
          onClick={() => setLimit((l) => Math.min(l + PAGE, MAX_LIMIT))}
        >
          {t('results.more')}
        </button>
      )}
    </section>
  );
}
