import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnCells, oddsShown, type Match, type RateGroup } from '@bet/shared';
import { useFavorites } from '../state/favorites-store.ts';
import { useLive, withLiveMatch } from '../state/live-store.ts';
import { MatchClock } from './MatchClock.tsx';
import { MinTipBadge } from './MinTipBadge.tsx';
import { OddButton } from './OddButton.tsx';
import { rowMarket, type RowMarketKind } from './row-market.ts';
import { useEntityNames } from './use-entity-name.ts';
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
  /**
   * The sport's odds-column layout (shared rateGroupOf), from the dense lists that name their
   * columns; passed in so that Home's rows do not carry the layout table.
   */
  columnsOf?: (sportId: number, typeId: number) => RateGroup | undefined;
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
  columnsOf,
}: Props) {
  const { t } = useTranslation();
  const names = useEntityNames();
  const lineOf = useSpecialLabel();
  const live = useLive((s) => s.matches[match.id]);
  const m = withLiveMatch(match, live);
  const favorite = useFavorites((s) => s.ids.includes(match.id));
  const toggleFavorite = useFavorites((s) => s.toggle);
  const open = oddsShown(m);
  const market = open ? rowMarket(m, marketKind) : undefined;
  const more = Math.max(0, m.oddCount - (market?.outcomes.length ?? 0));
  // Under the sport's odds-column layout each outcome keeps its column (an empty cell where the
  // market lacks one), so the rows of a league line up under the header's column names.
  const group = market && columnsOf?.(m.sportId, market.typeId);
  const cells = market ? (group ? columnCells(group, market) : market.outcomes) : [];
  const compact = layout === 'list';
  return (
    <article
      className={`match-row${compact ? ' compact' : ''}${highlighted ? ' highlighted' : ''}`}
      data-testid="match-row"
      data-match={m.id}
      data-category={m.categoryId}
      data-sport={m.sportId}
      data-starts={m.matchDate}
      data-layout={layout}
    >
      <div className="match-meta">
        <MatchClock match={m} />
        {showLeague && !compact && (
          <span className="league-name">{names.league(m.tournamentId, m.tournamentName)}</span>
        )}
        {m.minTip > 1 && <MinTipBadge count={m.minTip} />}
        {showFavorite && (
          <button
            type="button"
            className={`fav${favorite ? ' on' : ''}`}
            aria-pressed={favorite}
            aria-label={t('sports.favorite')}
            onClick={() => toggleFavorite(m.id)}
          >
            {favorite ? '★' : '☆'}
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
          cells.map((o, i) =>
            o === undefined ? (
              <span key={`empty${i}`} className="odd odd-empty" data-testid="odd-empty" />
            ) : (
              <OddButton
                key={o.id}
                match={m}
                market={market}
                outcome={o}
                label={[names.outcome(o.name), lineOf(market.typeId, market.special)]
                  .filter(Boolean)
                  .join(' ')}
              />
            ),
          )
        ) : (
          // Open for betting but without the chosen type: a dash, not the closed text.
          <span className="closed">{open ? '–' : t('matchClosed')}</span>
        )}
        {onToggleMarkets ? (
          <button
            type="button"
            className="more"
            aria-expanded={!!marketsOpen}
            aria-label={marketsOpen ? t('sports.allMarkets') : `+${more} ${t('sports.allMarkets')}`}
            data-testid="row-markets"
            onClick={() => onToggleMarkets(match)}
          >
            {marketsOpen ? '▴' : `+${more}`}
          </button>
        ) : (
          <Link to={detailHref} className="more" aria-label={`+${more} ${t('sports.allMarkets')}`}>
            +{more}
          </Link>
        )}
      </div>
    </article>
  );
});
