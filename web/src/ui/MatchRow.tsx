import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oddsShown, type Match } from '@bet/shared';
import { useFavorites } from '../state/favorites-store.ts';
import { useLive, withLiveMatch } from '../state/live-store.ts';
import { MatchClock } from './MatchClock.tsx';
import { OddButton } from './OddButton.tsx';
import { rowMarket, type RowMarketKind } from './row-market.ts';
import { useSpecialLabel } from './use-special-label.ts';
import './match-row.css';

/** 'row': a card per match, odds under the teams; 'list': one dense line per match. */
export type MatchLayout = 'row' | 'list';

interface Props {
  match: Match;
  /** the link to the match detail, with the query the back button needs */
  detailHref: string;
  marketKind?: RowMarketKind;
  layout?: MatchLayout;
  showLeague?: boolean;
  showFavorite?: boolean;
  /** marked as the match the screen was asked to show */
  highlighted?: boolean;
  /** with this, the +N opens the match's markets in place (aria-expanded) instead of leading to the detail */
  onToggleMarkets?: (match: Match) => void;
  marketsOpen?: boolean;
}

/** One match: clock, teams and score, its minimum match count, the row's market and the way to all markets. */
export const MatchRow = memo(function MatchRow({
  match,
  detailHref,
  marketKind = 'main',
  layout = 'row',
  showLeague,
  showFavorite,
  highlighted,
  onToggleMarkets,
  marketsOpen,
}: Props) {
  const { t } = useTranslation();
  const lineOf = useSpecialLabel();
  const live = useLive((s) => s.matches[match.id]);
  const m = withLiveMatch(match, live);
  const favorite = useFavorites((s) => s.ids.includes(match.id));
  const toggleFavorite = useFavorites((s) => s.toggle);
  const open = oddsShown(m);
  const market = open ? rowMarket(m, marketKind) : undefined;
  const more = Math.max(0, m.oddCount - (market?.outcomes.length ?? 0));
  const compact = layout === 'list';
  return (
    <article
      className={`match-row${compact ? ' compact' : ''}${highlighted ? ' highlighted' : ''}`}
      data-testid="match-row"
      data-match={m.id}
      data-category={m.categoryId}
      data-sport={m.sportId}
      data-layout={layout}
    >
      <div className="match-meta">
        <MatchClock match={m} />
        {showLeague && !compact && <span className="league-name">{m.tournamentName}</span>}
        {m.minTip > 1 && (
          <span
            className="min-tip"
            title={t('sports.minTip', { count: m.minTip })}
            aria-label={t('sports.minTip', { count: m.minTip })}
            data-testid="min-tip"
          >
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
          <span className="team-name">{m.homeTeam}</span>
          {m.score && <b>{m.score.home}</b>}
        </span>
        <span className="team">
          <span className="team-name">{m.awayTeam}</span>
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
              label={[o.name, lineOf(market.typeId, market.special)].filter(Boolean).join(' ')}
            />
          ))
        ) : (
          // Open for betting but without the chosen type: a dash, not the closed text.
          <span className="closed">{open ? '–' : t('matchClosed')}</span>
        )}
        {onToggleMarkets ? (
          <button
            type="button"
            className="more"
            aria-expanded={!!marketsOpen}
            aria-label={t('sports.allMarkets')}
            data-testid="row-markets"
            onClick={() => onToggleMarkets(match)}
          >
            {marketsOpen ? '▴' : `+${more}`}
          </button>
        ) : (
          <Link to={detailHref} className="more" aria-label={t('sports.allMarkets')}>
            +{more}
          </Link>
        )}
      </div>
    </article>
  );
});
