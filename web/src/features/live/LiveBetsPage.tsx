import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { listablePreMatch, liveOddsTabs, type Match } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useFavorites } from '../../state/favorites-store.ts';
import { useLive } from '../../state/live-store.ts';
import { MatchList } from '../../ui/MatchList.tsx';
import { OddsFormatSelect } from '../../ui/OddsFormatSelect.tsx';
import { rowMarketTypes } from '../../ui/row-market.ts';
import { SportTabs } from '../../ui/SportTabs.tsx';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { SearchOverlay } from '../sports/SearchOverlay.tsx';
import { SlipBar } from '../betslip/SlipBar.tsx';
import { useLiveLayout } from './layout-store.ts';
import {
  liveDetailPath,
  pickSport,
  pickTab,
  readLiveQuery,
  toggleActiveOdd,
  toggleFavorites,
  withQuery,
} from './live-query.ts';
import { goneKey, keptLive, sortLive } from './live-rows.ts';
import { LiveMarketsPanel } from './LiveMarketsPanel.tsx';
import { useLiveList } from './use-live-list.ts';
import '../../ui/match-row.css';
import '../sports/sports.css';
import './live.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** "Live lists refresh every 300 s". */
const REFRESH_MS = 300_000;
/** The upcoming tab reaches this far ahead (the 6 Hour window of the upcoming screen). */
const UPCOMING_MS = 6 * 3_600_000;
/** "match list default limit 1000 (query limit 150)". */
const UPCOMING_LIMIT = 150;

function upcomingWindow(now: number) {
  return { from: new Date(now).toISOString(), to: new Date(now + UPCOMING_MS).toISOString() };
}

/**
 * Live matches by sport: sport tabs with live counts, the live and upcoming tabs with counts,
 * favourites, search, the odds-type dropdown (the market the rows show), the odds format, the
 * row/list layout (remembered), time/league ordering, lazy loading near the bottom and the
 * floating slip bar. The query parameters are read in `live-query.ts`, which says what each does.
 */
export default function LiveBetsPage() {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { lang = 'tr' } = useParams();
  const [params, setParams] = useSearchParams();
  const q = readLiveQuery(params);
  const [searching, setSearching] = useState(false);
  /** the market the player chose for the rows, in the dropdown or a tab; null until a choice */
  const [oddsType, setOddsType] = useState<number | 'main' | null>(null);
  const layout = useLiveLayout((s) => s.layout);
  const toggleLayout = useLiveLayout((s) => s.toggle);
  const favoriteIds = useFavorites((s) => s.ids);

  const sports = useApi(client.sports.list);
  const sportList = sports.data?.results ?? [];
  const view = q.favorites ? 'favorites' : q.tab;
  const sid = q.sid ?? sportList.find((s) => s.liveCount > 0)?.id;

  const live = useLiveList(
    view === 'live' && sid !== undefined,
    { sportId: sid, categoryId: q.cid, order: q.order },
    REFRESH_MS,
    q.timeOut,
  );
  // The window is fixed per visit (and per timeOut, below), so the list does not refetch on every render.
  const [upcomingRange, setUpcomingRange] = useState(() => upcomingWindow(Date.now()));
  // One call gives the upcoming tab its count and, on that tab, its list.
  const upcoming = useApi(sid !== undefined ? client.sports.matches : null, {
    sportId: sid,
    categoryId: q.cid,
    ...upcomingRange,
    limit: view === 'upcoming' ? UPCOMING_LIMIT : 1,
  });
  const favorites = useApi(
    view === 'favorites' && favoriteIds.length > 0 ? client.sports.liveFavorites : null,
    { ids: favoriteIds.join(',') },
  );

  // A new timeOut reloads what the list screen shows (the live list reloads itself).
  const firstTimeOut = useRef(q.timeOut);
  const { reload: reloadSports } = sports;
  const { reload: reloadFavorites } = favorites;
  useEffect(() => {
    if (q.timeOut === firstTimeOut.current) return;
    firstTimeOut.current = q.timeOut;
    setUpcomingRange(upcomingWindow(Date.now()));
    reloadSports();
    if (view === 'favorites') reloadFavorites();
    window.scrollTo(0, 0);
  }, [q.timeOut, view, reloadSports, reloadFavorites]);

  useLiveFollow(view === 'live' ? sid : undefined, view === 'favorites' ? favoriteIds : []);
  useLiveFollow(undefined, q.activeOdd !== undefined ? [q.activeOdd] : []);

  const gone = useLive((s) => goneKey(s.matches));
  // Read when the lists change, which is what changes what is shown (not on every render).
  const shown: Match[] = useMemo(() => {
    const now = Date.now();
    if (view === 'upcoming') return (upcoming.data?.results ?? []).filter((m) => listablePreMatch(m, now));
    if (view === 'favorites') {
      const mine = (favorites.data?.results ?? []).filter((m) => favoriteIds.includes(m.id));
      return sortLive(keptLive(mine, gone, now), q.order);
    }
    return keptLive(live.matches, gone, now);
  }, [view, upcoming.data, favorites.data, favoriteIds, live.matches, gone, q.order]);

  const typeChoices = useMemo(() => rowMarketTypes(shown), [shown]);
  const chosenType =
    oddsType === 'main' || (typeof oddsType === 'number' && typeChoices.some((c) => c.typeId === oddsType))
      ? oddsType
      : undefined;
  // the tabs of the sport whose rows carry their market
  const oddsTabs =
    sid === undefined ? [] : liveOddsTabs(sid).filter((g) => typeChoices.some((c) => c.typeId === g.typeId));
  // Under the sport's tabs the first one is the default, and it shows its own market: 'main' would
  // put another market (a handicap) under the 1X2 tab for a match whose 1X2 is closed.
  const rowType = chosenType ?? (oddsTabs.length > 1 ? oddsTabs[0]!.typeId : 'main');

  // The match to show: `match`, else the row opened by the link (`activeOdd`) the page came with;
  // a row the player opens here stays where it is.
  const [openedWith] = useState(q.activeOdd);
  const target = q.match ?? openedWith;
  // The target may be further down than the first page: load on until it comes (or the list ends).
  const { loadMore, hasMore, loading: liveLoading } = live;
  useEffect(() => {
    if (view !== 'live' || target === undefined || liveLoading || !hasMore) return;
    if (!live.matches.some((m) => m.id === target)) loadMore();
  }, [view, target, live.matches, hasMore, liveLoading, loadMore]);

  const set = (next: URLSearchParams) => setParams(next, { replace: true });
  const { sid: qsid, cid, favorites: favView } = q;
  const detailHref = useCallback(
    (m: Match) => liveDetailPath(lang, { sid: qsid ?? sid, cid, favorites: favView }, m),
    [lang, qsid, sid, cid, favView],
  );
  const onToggleMarkets = useCallback(
    (m: Match) => setParams((p) => toggleActiveOdd(p, m.id), { replace: true }),
    [setParams],
  );
  const renderOpen = useCallback(
    (m: Match) => <LiveMarketsPanel match={m} detailHref={detailHref(m)} />,
    [detailHref],
  );

  const sport = sportList.find((s) => s.id === sid);
  const categoryMatch = q.cid !== undefined ? shown.find((m) => m.categoryId === q.cid) : undefined;
  const category = categoryMatch && names.country(categoryMatch.categoryId, categoryMatch.categoryName);
  const showCategory = q.cid !== undefined && view !== 'favorites';
  const busy =
    sports.loading ||
    (view === 'live' && live.loading) ||
    (view === 'upcoming' && upcoming.loading) ||
    (view === 'favorites' && favorites.loading);

  const unreachable =
    (view === 'live' && live.unreachable) ||
    (view === 'upcoming' && upcoming.unreachable) ||
    (view === 'favorites' && favorites.unreachable);

  return (
    <section className="live-page" data-testid="livebets" data-view={view} aria-labelledby="live-title">
      {/* the page's one heading: the sport tabs and chips below say the rest */}
      <h1 id="live-title" className="visually-hidden">
        {sport ? `${t('nav.live')}: ${names.sport(sport.id, sport.name)}` : t('nav.live')}
      </h1>
      <SportTabs
        sports={sportList}
        active={view === 'favorites' ? undefined : sid}
        count={(s) => s.liveCount}
        onPick={(id) => set(pickSport(params, id))}
      />
      <nav className="chips" aria-label={t('nav.live')}>
        <button
          type="button"
          className="chip"
          aria-pressed={view === 'live'}
          data-testid="live-tab"
          onClick={() => set(pickTab(params, 'live'))}
        >
          {t('sports.live')} <span className="count">{sport?.liveCount ?? 0}</span>
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={view === 'upcoming'}
          data-testid="upcoming-tab"
          onClick={() => set(pickTab(params, 'upcoming'))}
        >
          {t('sports.upcoming')} <span className="count">{upcoming.data?.totalCount ?? 0}</span>
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={view === 'favorites'}
          data-testid="live-favorites"
          onClick={() => set(toggleFavorites(params))}
        >
          ★ {t('sports.favorites')} <span className="count">{favoriteIds.length}</span>
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={q.order === 'league'}
          data-testid="live-order"
          onClick={() => set(withQuery(params, { order: q.order === 'league' ? undefined : 'league' }))}
        >
          {q.order === 'league' ? t('sports.orderLeague') : t('sports.orderTime')}
        </button>
      </nav>
      <div className="toolbar live-toolbar">
        <button
          type="button"
          className="chip icon-button"
          aria-label={t('sports.search')}
          title={t('sports.search')}
          onClick={() => setSearching(true)}
          data-testid="open-search"
        >
          <span aria-hidden="true">⌕</span>
        </button>
        <select
          aria-label={t('live.oddsType')}
          value={String(rowType)}
          onChange={(e) => setOddsType(e.target.value === 'main' ? 'main' : Number(e.target.value))}
          data-testid="odds-type"
        >
          <option value="main">{t('sports.filter.main')}</option>
          {typeChoices.map((c) => (
            <option key={c.typeId} value={c.typeId}>
              {names.market(c.typeId, c.name)}
            </option>
          ))}
        </select>
        <OddsFormatSelect />
        <button
          type="button"
          className="chip icon-button"
          aria-label={t('live.layout')}
          title={t(`live.layout.${layout}`)}
          aria-pressed={layout === 'list'}
          data-testid="layout-toggle"
          data-layout={layout}
          onClick={toggleLayout}
        >
          <span aria-hidden="true">{layout === 'list' ? '☰' : '▤'}</span>
        </button>
      </div>
      {(showCategory || view === 'favorites') && (
        <div className="toolbar live-filters">
          {showCategory && (
            <button
              type="button"
              className="chip active"
              aria-label={t('live.allCategories')}
              data-testid="live-category"
              onClick={() =>
                set(withQuery(params, { cid: undefined, match: undefined, activeOdd: undefined }))
              }
            >
              {category ?? t('live.category')} ✕
            </button>
          )}
          {view === 'favorites' && (
            <Link to={`/${lang}/favorites`} className="chip" data-testid="manage-favorites">
              {t('live.manageFavorites')}
            </Link>
          )}
        </div>
      )}
      {oddsTabs.length > 1 && (
        // the sport's live odds tabs (section 9): which market the rows show, one tap away
        <nav className="chips odds-tabs" aria-label={t('live.oddsType')} data-testid="odds-tabs">
          {oddsTabs.map((g) => (
            <button
              key={g.id}
              type="button"
              className="chip"
              aria-pressed={rowType === g.typeId}
              data-testid="odds-tab"
              data-group={g.name}
              onClick={() => setOddsType(g.typeId)}
            >
              {names.market(g.typeId, typeChoices.find((c) => c.typeId === g.typeId)!.name)}
            </button>
          ))}
        </nav>
      )}
      <MatchList
        matches={shown}
        groupByLeague={q.order === 'league'}
        marketKind={rowType}
        layout={layout}
        showFavorite
        scrollToMatch={target}
        highlightMatch={q.match}
        openMatch={q.activeOdd}
        renderOpen={renderOpen}
        onToggleMarkets={onToggleMarkets}
        onNearEnd={view === 'live' ? loadMore : undefined}
        detailHref={detailHref}
        empty={
          busy ? (
            <Skeleton />
          ) : unreachable ? (
            <OfflineEmpty />
          ) : (
            <EmptyState
              text={t('noMatchEnough')}
              testId="live-empty"
              ways={[
                view === 'upcoming'
                  ? { label: t('sports.live'), onClick: () => set(pickTab(params, 'live')) }
                  : { label: t('sports.upcoming'), onClick: () => set(pickTab(params, 'upcoming')) },
                { label: t('nav.sports'), to: `/${lang}/sports` },
              ]}
            />
          )
        }
      />
      {searching && <SearchOverlay source="live" onClose={() => setSearching(false)} />}
      <SlipBar />
    </section>
  );
}
