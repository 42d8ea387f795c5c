import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  availableFilters,
  balancedLineFirst,
  filterMarkets,
  type Market,
  type MarketFilter,
  type Match,
} from '@bet/shared';
import { marketOpen } from './detail-rules.ts';
import { MarketBlock } from './MarketBlock.tsx';
import { useMarketPrefs } from './market-prefs.ts';

/**
 * The markets of one match: the odds filter, the all-closed option and the collapsible markets
 * ("the first 10 markets open by default unless the all-closed option is on"). Used by the match
 * detail and by the market panel of a live-list row.
 */
export function MatchMarkets({ match, markets }: { match: Match; markets: readonly Market[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MarketFilter>('all');
  // What the player tapped, by market id; a new filter or option starts from the defaults again.
  const [tapped, setTapped] = useState<Record<number, boolean>>({});
  const allClosed = useMarketPrefs((s) => s.allClosed);
  const toggleAllClosed = useMarketPrefs((s) => s.toggleAllClosed);
  const onToggle = useCallback((id: number, open: boolean) => setTapped((s) => ({ ...s, [id]: open })), []);
  const filters = availableFilters(markets);
  const current = filters.includes(filter) ? filter : 'all';
  // each over/under kind opens on its most balanced line (section 5)
  const shown = balancedLineFirst(filterMarkets(markets, current));

  return (
    <div className="match-markets">
      <nav className="chips market-filters" aria-label={t('sports.marketFilter')}>
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            className="chip"
            aria-pressed={current === f}
            data-testid={`market-filter-${f}`}
            onClick={() => {
              setFilter(f);
              setTapped({});
            }}
          >
            {t(`sports.filter.${f}`)}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-pressed={allClosed}
          data-testid="markets-all-closed"
          onClick={() => {
            toggleAllClosed();
            setTapped({});
          }}
        >
          {t('sports.allClosed')}
        </button>
      </nav>
      {shown.map((m, i) => (
        <MarketBlock
          key={m.id}
          match={match}
          market={m}
          open={marketOpen(i, allClosed, tapped[m.id])}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
