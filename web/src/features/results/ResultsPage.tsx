import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { MATCH_TIME, useDateFormat } from '../../ui/time-zone.ts';
import '../coupons/coupons.css';
import '../../ui/match-row.css';

const DAY_MS = 86_400_000;
/** The day chips: all three days, or one of yesterday, today, tomorrow (offsets from today). */
const DAYS = [
  { key: 'all', label: 'sports.chip.all', offset: null },
  { key: 'yesterday', label: 'results.yesterday', offset: -1 },
  { key: 'today', label: 'sports.chip.today', offset: 0 },
  { key: 'tomorrow', label: 'results.tomorrow', offset: 1 },
] as const;

/** "Match results from yesterday through tomorrow", 50 at most, by sport, with a chip per day. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const [day, setDay] = useState<(typeof DAYS)[number]['key']>('all');
  const range = useMemo(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    return {
      midnight: start.getTime(),
      from: new Date(start.getTime() - DAY_MS).toISOString(),
      to: new Date(start.getTime() + 2 * DAY_MS).toISOString(),
    };
  }, []);
  const { data, loading } = useApi(client.results.list, {
    from: range.from,
    to: range.to,
    limit: 50,
  });
  const offset = DAYS.find((d) => d.key === day)?.offset ?? null;
  const rows = (data?.results ?? []).filter((r) => {
    if (offset === null) return true;
    const start = range.midnight + offset * DAY_MS;
    const at = Date.parse(r.matchDate);
    return at >= start && at < start + DAY_MS;
  });
  const time = useDateFormat(MATCH_TIME);
  const bySport = new Map<string, ResultRow[]>();
  for (const r of rows) bySport.set(r.sportName, [...(bySport.get(r.sportName) ?? []), r]);
  return (
    <section className="results-page" data-testid="results">
      <h1 className="list-header">{t('results.title')}</h1>
      <nav className="chips" aria-label={t('results.title')}>
        {DAYS.map((d) => (
          <button
            key={d.key}
            type="button"
            className="chip"
            aria-pressed={day === d.key}
            data-testid={`results-${d.key}`}
            onClick={() => setDay(d.key)}
          >
            {t(d.label)}
          </button>
        ))}
      </nav>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && rows.length === 0 && <p className="empty">{t('noresultmatches')}</p>}
      {[...bySport].map(([sport, rows]) => (
        <section key={sport}>
          <h2 className="list-header">{t(`sport.${rows[0]!.sportId}`, { defaultValue: sport })}</h2>
          <ul className="results-list">
            {rows.map((r) => (
              <li key={r.matchId} className="result-row" data-testid="result-row">
                <time dateTime={r.matchDate}>{time.format(new Date(r.matchDate))}</time>
                <span>
                  {r.home} - {r.away}
                </span>
                <span className="score">
                  {r.status === 'cancelled'
                    ? t('results.cancelled')
                    : r.score
                      ? `${r.score.home} - ${r.score.away}`
                      : '-'}
                  {r.halftime && (
                    <small>
                      {t('results.halftime')} {r.halftime.home} - {r.halftime.away}
                    </small>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
