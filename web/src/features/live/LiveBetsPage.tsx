import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { removedFromLive, type Match } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useFavorites } from '../../state/favorites-store.ts';
import { useLive } from '../../state/live-store.ts';
import type { ListOf, MatchListResult, SportItem } from '../../ui/api-types.ts';
import { MatchList } from '../../ui/MatchList.tsx';
import { OddsFormatSelect } from '../../ui/OddsFormatSelect.tsx';
import { SportTabs } from '../../ui/SportTabs.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useApi } from '../../ui/use-api.ts';
import { SearchOverlay } from '../sports/SearchOverlay.tsx';
import { SlipBar } from '../betslip/SlipBar.tsx';
import { useLiveList } from './use-live-list.ts';
import '../../ui/match-row.css';
import '../sports/sports.css';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
/** "Live lists refresh every 300 s". */
const REFRESH_MS = 300_000;

/**
 * Live matches by sport, with the upcoming tab, favourites, search, odds type, time/league order,
 * lazy loading near the bottom and the floating slip bar. Query: sid, cid, match, favorites=1.
 */
export default function LiveBetsPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [params, setParams] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const tab = params.get('tab') === 'upcoming' ? 'upcoming' : 'live';
  const order = params.get('order') === 'league' ? 'league' : 'time';
  const favoritesOnly = params.get('favorites') === '1';
  const favorites = useFavorites((s) => s.ids);

  const sports = useApi<ListOf<SportItem>>('/sports');
  const sportList = sports.data?.results ?? [];
  const sid = num(params.get('sid')) ?? sportList.find((s) => s.liveCount > 0)?.id;
  const cid = num(params.get('cid'));

  const live = useLiveList(
    tab === 'live' && sid !== undefined,
    { sportId: sid, categoryId: cid, order },
    REFRESH_MS,
  );
  const upcomingRange = useMemo(
    () => ({ from: new Date().toISOString(), to: new Date(Date.now() + 6 * 3_600_000).toISOString() }),
    [],
  );
  const upcoming = useApi<MatchListResult>(tab === 'upcoming' && sid ? '/matches' : null, {
    sportId: sid,
    ...upcomingRange,
    limit: 150,
  });
  useLiveFollow(tab === 'live' ? sid : undefined);

  const ended = useLive((s) => s.matches);
  const now = Date.now();
  const source: Match[] = tab === 'live' ? live.matches : (upcoming.data?.results ?? []);
  const shown = source.filter((m) => {
    const pushed = ended[m.id];
    if (pushed?.status === 'removed') return false;
    if (tab === 'live' && removedFromLive({ ...m, status: pushed?.status ?? m.status }, now)) return false;
    return !favoritesOnly || favorites.includes(m.id);
  });

  const set = (next: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p, { replace: true });
  };
  const liveTotal = sportList.reduce((a, s) => a + s.liveCount, 0);

  return (
    <section className="live-page" data-testid="livebets">
      <SportTabs
        sports={sportList}
        active={sid}
        count={(s) => s.liveCount}
        onPick={(id) => set({ sid: id, cid: undefined, match: undefined })}
      />
      <nav className="chips">
        <button
          type="button"
          className="chip"
          aria-pressed={tab === 'live'}
          onClick={() => set({ tab: undefined })}
        >
          {t('sports.live')} <span className="count">{liveTotal}</span>
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={tab === 'upcoming'}
          onClick={() => set({ tab: 'upcoming' })}
        >
          {t('sports.upcoming')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={favoritesOnly}
          data-testid="live-favorites"
          onClick={() => set({ favorites: favoritesOnly ? undefined : 1 })}
        >
          ★ {t('sports.favorites')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={order === 'league'}
          onClick={() => set({ order: order === 'league' ? undefined : 'league' })}
        >
          {order === 'league' ? t('sports.orderLeague') : t('sports.orderTime')}
        </button>
      </nav>
      <div className="toolbar">
        <button type="button" className="chip" onClick={() => setSearching(true)}>
          {t('sports.search')}
        </button>
        <OddsFormatSelect />
        <Link to={`/${lang}/favorites`} className="chip">
          {t('sports.favorites')}
        </Link>
      </div>
      <MatchList
        matches={shown}
        groupByLeague={order === 'league'}
        showFavorite
        scrollToMatch={num(params.get('match'))}
        onNearEnd={tab === 'live' ? live.loadMore : undefined}
        detailHref={(m) => matchDetailPath(lang, m)}
        empty={
          live.loading || sports.loading ? (
            <div className="loading" aria-busy="true" />
          ) : (
            <p className="empty">{t('noMatchEnough')}</p>
          )
        }
      />
      {searching && <SearchOverlay path="/live" onClose={() => setSearching(false)} />}
      <SlipBar />
    </section>
  );
}
