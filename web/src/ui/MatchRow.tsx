import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oddsShown, type Match } from '@bet/shared';
import { useFavorites } from '../state/favorites-store.ts';
import { useLive, withLiveMatch } from '../state/live-store.ts';
import { MatchClock } from './MatchClock.tsx';
import { OddButton } from './OddButton.tsx';
import { rowMarket, type RowMarketKind } from './row-market.ts';
import './match-row.css';

interface Props {
  match: Match;
  /** the link to the match detail, with the query the back button needs */
  detailHref: string;
  marketKind?: RowMarketKind;
  showLeague?: boolean;
  showFavorite?: boolean;
}

/** One match: clock, teams and score, its minimum match count, the row's market and a link to all markets. */
export const MatchRow = memo(function MatchRow({
  match,
  detailHref,
  marketKind = 'main',
  showLeague,
  showFavorite,
}: Props) {
  const { t } = useTranslation();
  const live = useLive((s) => s.matches[match.id]);
  const m = withLiveMatch(match, live);
  const favorite = useFavorites((s) => s.ids.includes(match.id));
  const toggleFavorite = useFavorites((s) => s.toggle);
  const market = oddsShown(m) ? rowMarket(m, marketKind) : undefined;
  const more = Math.max(0, m.oddCount - (market?.outcomes.length ?? 0));
  return (
    <article className="match-row" data-testid="match-row" data-match={m.id}>
      <div className="match-meta">
        <MatchClock match={m} />
        {showLeague && <span className="league-name">{m.tournamentName}</span>}
        {m.minTip > 1 && (
          <span className="min-tip" title={t('sports.minTip', { count: m.minTip })} data-testid="min-tip">
            {m.minTip}
          </span>
        )}
        {showFavorite && (
          <button
            type="button"
            className={`fav${favorite ? ' on' : ''}`}
            aria-pressed={favorite}
            aria-label={t('sports.favorite')}
            onClick={() => toggleFavorite(m.id)}
          >
            ★
          </button>
        )}
      </div>
      <Link to={detailHref} className="teams" data-testid="match-link">
        <span className="team">
          {m.homeTeam}
          {m.score && <b>{m.score.home}</b>}
        </span>
        <span className="team">
          {m.awayTeam}
          {m.score && <b>{m.score.away}</b>}
        </span>
      </Link>
      <div className="row-odds">
        {market ? (
          market.outcomes.map((o) => (
            <OddButton
              key={o.id}
              match={m}
              market={market}
              outcome={o}
              label={market.special ? `${o.name} ${market.special}` : o.name}
            />
          ))
        ) : (
          <span className="closed">{t('matchClosed')}</span>
        )}
        <Link to={detailHref} className="more" aria-label={t('sports.allMarkets')}>
          +{more}
        </Link>
      </div>
    </article>
  );
});
