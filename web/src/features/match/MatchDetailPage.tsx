import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { SPORT_ID, isEndedStatus, visibleLines } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useLive, withLiveMatch } from '../../state/live-store.ts';
import { MatchClock } from '../../ui/MatchClock.tsx';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { backPath, detailOddsShown } from './detail-rules.ts';
import { MatchFrames } from './MatchFrames.tsx';
import { MatchMarkets } from './MatchMarkets.tsx';
import '../../ui/match-row.css';
import './match.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { Versus } from '../../ui/Versus.tsx';
import { Chevron } from '../../ui/Chevron.tsx';

/** How long after a goal or a reopening the markets are loaded again. */
const RELOAD_AFTER_MS = 1000;

/**
 * One match: caption with the way back, score header, tracker / TV / statistics frames when the
 * match has them, the odds filter and the collapsible markets, all following the push feed.
 * Query: sid, cid, tid (carried back) and ttype (N pre-match, L live).
 */
export default function MatchDetailPage() {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { lang = 'tr', id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, loading, unreachable, reload } = useApi(
    /^\d+$/.test(id) ? client.sports.match : null,
    { id },
  );
  const pushed = useLive((s) => s.matches[Number(id)]);
  useLiveFollow(undefined, data ? [data.match.id] : []);

  const markets = useMemo(() => visibleLines(data?.markets ?? []), [data]);
  const loaded = data ? { ...data.match, markets } : undefined;
  const match = loaded && withLiveMatch(loaded, pushed);
  const shown = !!loaded && !!match && detailOddsShown(loaded, match);

  // The markets as loaded go stale when the match reopens or scores: a goal brings new lines
  // ("the next-goal and remaining-match market types get new special values"). Load them again,
  // but not at the end: the odds on screen then stay, locked.
  const ended = !!match && (match.status === 'removed' || isEndedStatus(match.status));
  const scoreKey = match?.score ? `${match.score.home}:${match.score.away}` : '';
  const seen = useRef({ shown, scoreKey });
  useEffect(() => {
    const before = seen.current;
    seen.current = { shown, scoreKey };
    if (ended) return;
    if ((shown && !before.shown) || (before.scoreKey !== '' && scoreKey !== before.scoreKey)) {
      // A moment later, so an end that comes with the goal cancels it.
      const timer = setTimeout(reload, RELOAD_AFTER_MS);
      return () => clearTimeout(timer);
    }
  }, [shown, scoreKey, ended, reload]);

  const back = backPath(lang, params, data?.match, id);
  const caption = (text?: string) => (
    <nav className="caption">
      <Link to={back} aria-label={t('nav.back')} className="caption-back" data-testid="detail-back">
        <Chevron back />
      </Link>
      {text && <span className="caption-text">{text}</span>}
      {data?.match.code && (
        // the code a player types in the short-code box to bet on this match
        <span className="caption-code" data-testid="match-code">
          {t('shortCode.code', { code: data.match.code })}
        </span>
      )}
    </nav>
  );

  if (loading && !data) return <Skeleton kind="detail" />;
  // Without a connection the match on screen stays; one never loaded waits for the connection.
  const missing = !data || !match || (!!error && error.status !== 0);
  if (missing)
    return (
      <section className="match-detail" data-testid="match-detail">
        {caption()}
        {unreachable && !data ? (
          <OfflineEmpty />
        ) : (
          <p className="empty" data-testid="match-not-found">
            {t('notFoundMatch')}
          </p>
        )}
      </section>
    );

  const live = match.ttype === 'L';
  return (
    <section className="match-detail" data-testid="match-detail" data-match={match.id}>
      {caption(
        `${names.country(match.categoryId, match.categoryName)} / ${names.league(match.tournamentId, match.tournamentName)}`,
      )}
      <header className="score-header">
        <span className="team home">{match.homeTeam}</span>
        <span className="score" data-testid="detail-score">
          {match.score ? <Versus home={match.score.home} away={match.score.away} separator=":" /> : '-'}
          <small>
            <MatchClock match={match} />
          </small>
        </span>
        <span className="team away">{match.awayTeam}</span>
      </header>
      <MatchFrames match={match} />
      {match.sportId === SPORT_ID.basketball && live && (
        <p className="alert">{t('sports.basketballAlert')}</p>
      )}
      {shown ? (
        <MatchMarkets match={match} markets={markets} />
      ) : (
        <p className="empty" data-testid="match-closed">
          {t('matchClosed')} {match.homeTeam} - {match.awayTeam}
        </p>
      )}
    </section>
  );
}
