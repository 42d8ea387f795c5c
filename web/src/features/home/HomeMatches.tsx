import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isBettable, listablePreMatch } from '@bet/shared';
import { areaEnabled } from '../../app/shell/areas.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { MatchRow } from '../../ui/MatchRow.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { rowMarket } from '../../ui/row-market.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import '../../ui/match-row.css';
import './home.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { Chevron } from '../../ui/Chevron.tsx';

/** "The quick list shows only the first 5 matches with betstts other than 'no'." */
export const HOME_MATCHES = 5;

/** Home's sports header, a banner, quick links and the first five matches that can be bet now. */
export function HomeMatches() {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { lang = 'tr' } = useParams();
  const user = useSession((s) => s.user);
  const settings = useSiteSettings((s) => s.settings);
  const range = useMemo(() => ({ from: new Date().toISOString() }), []);
  const sports = useApi(client.sports.list);
  const matches = useApi(client.sports.matches, { ...range, limit: 30 });
  const now = Date.now();
  const first = (matches.data?.results ?? [])
    .filter((m) => {
      const market = rowMarket(m, 'main');
      return listablePreMatch(m, now) && market?.outcomes.some((o) => isBettable(m, market, o));
    })
    .slice(0, HOME_MATCHES);
  const liveCount = (sports.data?.results ?? []).reduce((n, s) => n + (s.liveCount ?? 0), 0);
  const live = areaEnabled('live', settings, user);
  const sport = areaEnabled('sports', settings, user);
  const quick: Array<[string, string, boolean]> = [
    ['nav.sports', 'sports', sport],
    // a new timeOut stamp asks LiveBets for fresh lists
    ['nav.live', `livebets?timeOut=${Math.floor(now / 1000)}`, live],
    ['nav.highlights', 'uphigh?act=1', sport],
    ['nav.upcoming', 'uphigh?act=2', sport],
    ['nav.liveCasino', 'livecasino', areaEnabled('casino', settings, user)],
    ['nav.slots', 'casino', areaEnabled('slots', settings, user)],
    ['nav.bingo', 'bingo', areaEnabled('bingo', settings, user)],
    ['nav.virtual', 'virtualgames', areaEnabled('virtual', settings, user)],
    ['nav.tvGames', 'tvgames', areaEnabled('tvgames', settings, user)],
    ['nav.results', 'results', sport || live],
  ];
  return (
    <>
      <nav className="chips home-sports" aria-label={t('sports.sports')}>
        {(sports.data?.results ?? [])
          .filter((s) => s.matchCount > 0)
          .map((s) => (
            <Link key={s.id} to={`/${lang}/sports?sid=${s.id}`} className="chip">
              {names.sport(s.id, s.name)}
              <span className="count">{s.matchCount}</span>
            </Link>
          ))}
      </nav>
      <section className="home-banners" aria-label={t('home.banners')} data-testid="home-banners">
        {live && (
          <Link to={`/${lang}/livebets`} className="banner banner-live">
            <span className="banner-kicker">
              <span className="pulse" aria-hidden="true" /> {t('nav.live')}
            </span>
            <strong>{t('home.liveNow', { count: liveCount })}</strong>
            <span className="banner-cta">
              <span className="banner-cta-text">{t('home.betNow')}</span> <Chevron />
            </span>
          </Link>
        )}
        {sport && (
          <Link to={`/${lang}/uphigh?act=1`} className="banner banner-top">
            <span className="banner-kicker">{t('nav.highlights')}</span>
            <strong>{t('home.topLeagues')}</strong>
            <span className="banner-cta">
              <span className="banner-cta-text">{t('home.seeAll')}</span> <Chevron />
            </span>
          </Link>
        )}
      </section>
      <nav className="quick-links" aria-label={t('home.quickLinks')}>
        {quick
          .filter(([, , on]) => on)
          .map(([label, path]) => (
            <Link key={label} to={`/${lang}/${path}`}>
              {t(label)}
            </Link>
          ))}
      </nav>
      <h2 className="list-header">{t('sports.firstMatches')}</h2>
      <div data-testid="home-matches">
        {!matches.data && matches.loading && <Skeleton rows={4} />}
        {!matches.data && !matches.loading && matches.unreachable && <OfflineEmpty />}
        {first.map((m) => (
          <MatchRow key={m.id} match={m} detailHref={matchDetailPath(lang, m)} showLeague />
        ))}
        {matches.data && first.length === 0 && <p className="empty">{t('noMatchEnough')}</p>}
      </div>
    </>
  );
}
