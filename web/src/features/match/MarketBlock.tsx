import { memo } from 'react';
import type { Market, Match } from '@bet/shared';
import { OddButton } from '../../ui/OddButton.tsx';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { useSpecialLabel } from '../../ui/use-special-label.ts';

/** A collapsible market with its outcomes as odd buttons, three to a row. */
export const MarketBlock = memo(function MarketBlock({
  match,
  market,
  open,
  onToggle,
}: {
  match: Match;
  market: Market;
  open: boolean;
  onToggle: (marketId: number, open: boolean) => void;
}) {
  const line = useSpecialLabel()(market.typeId, market.special);
  const names = useEntityNames();
  return (
    <section className="market" data-testid="market" data-type={market.typeId}>
      <button
        type="button"
        className="market-head"
        aria-expanded={open}
        onClick={() => onToggle(market.id, !open)}
      >
        <span>
          {names.market(market.typeId, market.name)}
          {line && ` ${line}`}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <div className={`market-odds cols-${Math.min(market.outcomes.length, 3)}`}>
          {market.outcomes.map((o) => (
            <OddButton key={o.id} match={match} market={market} outcome={o} />
          ))}
        </div>
      )}
    </section>
  );
});
