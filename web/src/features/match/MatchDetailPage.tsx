import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { MAIN_MARKET_TYPES, oddsShown, visibleLines, type Market, type Match } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useLive, withLiveMatch } from '../../state/live-store.ts';
import { MatchClock } from '../../ui/MatchClock.tsx';
import { useApi } from '../../ui/use-api.ts';
import { MarketBlock } from './MarketBlock.tsx';
import '../../ui/match-row.css';
import './match.css';

/** "the first 10 markets open by default". */
const OPEN_MARKETS = 10;
type Filter = 'all' | 'main' | 'other';

/** One match: caption with the way back, score header, markets filter and collapsible markets, live. */
export default function MatchDetailPage() {
  const { t } = useTranslation();
  const { lang = 'tr', id = '' } = useParams();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const { data, error, loading } = useApi<{ match: Match; markets: Market[] }>(
    /^\d+$/.test(id) ? `/matches/${id}` : null,
  );
  const liveState = useLive((s) => s.matches[Number(id)]);
  useLiveFollow(undefined, data ? [data.match.id] : []);

  const markets = useMemo(() => visibleLines(data?.markets ?? []), [data]);
  if (loading && !data) return <div className="loading" aria-busy="true" />;
  if (error || !data)
    return (
      <p className="empty" data-testid="match-not-found">
        {t('notFoundMatch')}
      </p>
    );

  const match = withLiveMatch({ ...data.match, markets }, liveState);
  const live = match.ttype === 'L';
  const back = new URLSearchParams({
    sid: params.get('sid') ?? String(match.sportId),
    cid: params.get('cid') ?? String(match.categoryId),
    tid: params.get('tid') ?? String(match.tournamentId),
    match: String(match.id),
  });
  const backHref = `/${lang}/${live ? 'livebets' : 'sports'}?${back}`;
  const shown = markets.filter((m) =>
    filter === 'all'
      ? true
      : filter === 'main'
        ? MAIN_MARKET_TYPES.includes(m.typeId)
        : !MAIN_MARKET_TYPES.includes(m.typeId),
  );

  return (
    <section className="match-detail" data-testid="match-detail">
      <nav className="caption">
        <Link to={backHref} aria-label={t('nav.back')} className="caption-back" data-testid="detail-back">
          ‹
        </Link>
        <span>
          {match.categoryName} / {match.tournamentName}
        </span>
      </nav>
      <header className="score-header">
        <span className="team home">{match.homeTeam}</span>
        <span className="score" data-testid="detail-score">
          {match.score ? `${match.score.home} : ${match.score.away}` : '-'}
          <small>
            <MatchClock match={match} />
          </small>
        </span>
        <span className="team away">{match.awayTeam}</span>
      </header>
      {match.sportId === 3 && live && <p className="alert">{t('sports.basketballAlert')}</p>}
      {/* Judged on the match as loaded: odds that were open stay on screen, locked, when the feed ends the match. */}
      {oddsShown({ ...data.match, markets }) ? (
        <>
          <nav className="chips">
            {(['all', 'main', 'other'] as const).map((f) => (
              <button
                key={f}
                type="button"
                className="chip"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`sports.filter.${f}`)}
              </button>
            ))}
          </nav>
          {shown.map((m, i) => (
            <MarketBlock key={m.id} match={match} market={m} defaultOpen={i < OPEN_MARKETS} />
          ))}
        </>
      ) : (
        <p className="empty" data-testid="match-closed">
          {t('matchClosed')} {match.homeTeam} - {match.awayTeam}
        </p>
      )}
    </section>
  );
}
