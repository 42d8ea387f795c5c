import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { listablePreMatch } from '@bet/shared';
import { useFavorites } from '../../state/favorites-store.ts';
import { MatchList } from '../../ui/MatchList.tsx';
import { OddsFormatSelect } from '../../ui/OddsFormatSelect.tsx';
import { SportTabs } from '../../ui/SportTabs.tsx';
import { matchDetailPath } from '../../ui/links.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { BROWSER_TIME_ZONE, useDateFormat } from '../../ui/time-zone.ts';
import { LeaguePicker } from './LeaguePicker.tsx';
import { SearchOverlay } from './SearchOverlay.tsx';
import { ShortCodeBox } from './ShortCodeBox.tsx';
import { chipRange, dayChips, isTimeChip, type TimeChip } from './time-chips.ts';
import '../../ui/match-row.css';
import './sports.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

const DAY_CHIP: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric' };
const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The pre-match browser: sports with counts, time chips, countries and leagues, then the matches. */
export default function SportBetsPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [params, setParams] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const [shortCode, setShortCode] = useState(false);
  const chip: TimeChip = isTimeChip(params.get('time')) ? (params.get('time') as TimeChip) : 'all';
  // The window is fixed per chip choice, so the list does not refetch on every render.
  const range = useMemo(() => chipRange(chip, Date.now()), [chip]);
  const days = useMemo(() => dayChips(Date.now()), []);
  const favorites = useFavorites((s) => s.ids);
  const favoriteLeagues = useFavorites((s) => s.leagues);
  const toggleLeague = useFavorites((s) => s.toggleLeague);
  const favChip = chip === 'fav';

  const sports = useApi(client.sports.list, range);
  const sportList = sports.data?.results ?? [];
  const sid = num(params.get('sid')) ?? sportList.find((s) => s.matchCount > 0)?.id;
  const sport = sportList.find((s) => s.id === sid);
  const cid = num(params.get('cid'));
  const tid = num(params.get('tid'));
  // Favourites span every sport: the chip reads all matches of the window and keeps the marked ones.
  const matches = useApi(
    favChip || sid ? client.sports.matches : null,
    favChip
      ? { ...range, limit: 1000 }
      : { sportId: sid, categoryId: cid, tournamentId: tid, ...range, limit: 1000 },
  );

  const set = (next: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p, { replace: true });
  };

  const now = Date.now();
  const shown = (matches.data?.results ?? []).filter(
    (m) =>
      listablePreMatch(m, now) &&
      (!favChip || favorites.includes(m.id) || favoriteLeagues.includes(m.tournamentId)),
  );
  // The day chips start at the browser's own midnights (time-chips), so they are named in its zone too.
  const dayLabel = useDateFormat(DAY_CHIP, BROWSER_TIME_ZONE);

  return (
    <section className="sports-page" data-testid="sportbets" aria-labelledby="sports-title">
      <div className="sports-heading">
        <h1 id="sports-title">
          {favChip
            ? t('sports.chip.fav')
            : sport
              ? t(`sport.${sport.id}`, { defaultValue: sport.name })
              : t('nav.sports')}
        </h1>
        {tid !== undefined && !favChip && (
          <button
            type="button"
            className={`fav${favoriteLeagues.includes(tid) ? ' on' : ''}`}
            aria-pressed={favoriteLeagues.includes(tid)}
            aria-label={t('sports.favoriteLeague')}
            title={t('sports.favoriteLeague')}
            data-testid="favorite-league"
            onClick={() => toggleLeague(tid)}
          >
            {favoriteLeagues.includes(tid) ? '★' : '☆'}
          </button>
        )}
      </div>
      <SportTabs
        sports={sportList}
        active={sid}
        count={(s) => s.matchCount}
        onPick={(id) => set({ sid: id, cid: undefined, tid: undefined })}
      />
      <nav className="chips" aria-label={t('sports.time')}>
        {(['all', 'today', '1h', '6h', 'fav'] as const).map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={chip === c}
            data-testid={`chip-${c}`}
            onClick={() => set({ time: c })}
          >
            {t(`sports.chip.${c}`)}
          </button>
        ))}
        {days.map((d) => (
          <button
            key={d.chip}
            type="button"
            className="chip"
            aria-pressed={chip === d.chip}
            onClick={() => set({ time: d.chip })}
          >
            {dayLabel.format(d.date)}
          </button>
        ))}
      </nav>
      <div className="toolbar">
        <button type="button" className="chip" onClick={() => setSearching(true)} data-testid="open-search">
          {t('sports.search')}
        </button>
        <button
          type="button"
          className="chip"
          aria-expanded={shortCode}
          onClick={() => setShortCode((open) => !open)}
          data-testid="open-short-code"
        >
          {t('shortCode.label')}
        </button>
        <OddsFormatSelect />
      </div>
      {shortCode && <ShortCodeBox lang={lang} />}
      {sid && (
        <LeaguePicker
          sportId={sid}
          range={range}
          categoryId={cid}
          tournamentId={tid}
          onPick={(c, tn) => set({ cid: c, tid: tn })}
        />
      )}
      <MatchList
        matches={shown}
        groupByLeague
        showFavorite
        detailHref={(m) => matchDetailPath(lang, m)}
        empty={
          matches.loading || sports.loading ? (
            <Skeleton />
          ) : matches.unreachable || sports.unreachable ? (
            <OfflineEmpty />
          ) : favChip ? (
            <div className="empty" data-testid="fav-empty">
              <p>{t('sports.favEmpty')}</p>
              <button type="button" className="chip" onClick={() => set({ time: 'all' })}>
                {t('sports.favBrowse')}
              </button>
            </div>
          ) : (
            <EmptyState
              text={t('noMatchEnough')}
              testId="sports-empty"
              ways={[
                { label: t('nav.live'), to: `/${lang}/livebets` },
                { label: t('nav.upcoming'), to: `/${lang}/uphigh?act=2` },
              ]}
            />
          )
        }
      />
      {searching && <SearchOverlay onClose={() => setSearching(false)} />}
    </section>
  );
}
