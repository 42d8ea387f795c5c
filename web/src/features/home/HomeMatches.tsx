import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isBettable, listablePreMatch } from '@bet/shared';
import type { ListOf, MatchListResult, SportItem } from '../../ui/api-types.ts';
import { MatchRow } from '../../ui/MatchRow.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { rowMarket } from '../../ui/row-market.ts';
import { useApi } from '../../ui/use-api.ts';
import '../../ui/match-row.css';
import './home.css';

/** Home's sports header, quick links and the first five matches that can be bet now. */
export function HomeMatches() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const range = useMemo(() => ({ from: new Date().toISOString() }), []);
  const sports = useApi<ListOf<SportItem>>('/sports');
  const matches = useApi<MatchListResult>('/matches', { ...range, limit: 30 });
  const now = Date.now();
  const first = (matches.data?.results ?? [])
    .filter((m) => {
      const market = rowMarket(m, 'main');
      return listablePreMatch(m, now) && market?.outcomes.some((o) => isBettable(m, market, o));
    })
    .slice(0, 5);
  return (
    <>
      <nav className="chips home-sports" aria-label={t('sports.sports')}>
        {(sports.data?.results ?? [])
          .filter((s) => s.matchCount > 0)
          .map((s) => (
            <Link key={s.id} to={`/${lang}/sports?sid=${s.id}`} className="chip">
              {t(`sport.${s.id}`, { defaultValue: s.name })}
              <span className="count">{s.matchCount}</span>
            </Link>
          ))}
      </nav>
      <nav className="quick-links">
        <Link to={`/${lang}/livebets`}>{t('nav.live')}</Link>
        <Link to={`/${lang}/sports`}>{t('nav.sports')}</Link>
        <Link to={`/${lang}/uphigh?act=1`}>{t('nav.highlights')}</Link>
        <Link to={`/${lang}/results`}>{t('nav.results')}</Link>
      </nav>
      <h2 className="list-header">{t('sports.firstMatches')}</h2>
      <div data-testid="home-matches">
        {first.map((m) => (
          <MatchRow key={m.id} match={m} detailHref={matchDetailPath(lang, m)} showLeague />
        ))}
        {matches.data && first.length === 0 && <p className="empty">{t('noMatchEnough')}</p>}
      </div>
    </>
  );
}
