import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { TIME_ZONE } from '../../ui/time-zone.ts';
import '../coupons/coupons.css';
import '../../ui/match-row.css';

/** "Match results from yesterday through tomorrow", 50 at most, by sport. */
export default function ResultsPage() {
  const { t, i18n } = useTranslation();
  const range = useMemo(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const day = 86_400_000;
    return {
      from: new Date(start.getTime() - day).toISOString(),
      to: new Date(start.getTime() + 2 * day).toISOString(),
    };
  }, []);
  const { data, loading } = useApi<{ results: ResultRow[] }>('/results', { ...range, limit: 50 });
  const time = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  const bySport = new Map<string, ResultRow[]>();
  for (const r of data?.results ?? []) bySport.set(r.sportName, [...(bySport.get(r.sportName) ?? []), r]);
  return (
    <section className="results-page" data-testid="results">
      <h1 className="list-header">{t('results.title')}</h1>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && data.results.length === 0 && <p className="empty">{t('noresultmatches')}</p>}
      {[...bySport].map(([sport, rows]) => (
        <section key={sport}>
          <h2 className="list-header">{sport}</h2>
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
