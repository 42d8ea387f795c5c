import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { columnOutcome, rateGroupOf, type Match } from '@bet/shared';
import { MatchRow, type MatchLayout } from './MatchRow.tsx';
import { useEntityNames } from './use-entity-name.ts';
import { rowMarket, type RowMarketKind } from './row-market.ts';

type Item = { kind: 'header'; key: string; first: Match } | { kind: 'match'; key: string; match: Match };

/** "live list 50 with lazy load near the bottom (100 px)". */
export const LAZY_LOAD_PX = 100;

interface Props {
  matches: readonly Match[];
  detailHref: (m: Match) => string;
  /** groups rows under league headers (the league ordering); otherwise one flat list by time */
  groupByLeague?: boolean;
  marketKind?: RowMarketKind;
  layout?: MatchLayout;
  showFavorite?: boolean;
  /** called when the end of the list comes within 100 px of the bottom of the screen (lazy loading) */
  onNearEnd?: () => void;
  /** a match to scroll to once it is in the list (again whenever this changes) */
  scrollToMatch?: number;
  /** a match to mark */
  highlightMatch?: number;
  /** the match whose markets are open under its row, and what to show there */
  openMatch?: number;
  renderOpen?: (m: Match) => ReactNode;
  onToggleMarkets?: (m: Match) => void;
  empty?: ReactNode;
}

/**
 * A long match list that only renders the rows on screen (plus a few), so hundreds of live matches
 * with changing odds stay smooth on a phone. Rows are measured, since not every row is one height
 * (an open row carries its markets).
 */
export function MatchList({
  matches,
  detailHref,
  groupByLeague,
  marketKind,
  layout = 'row',
  showFavorite,
  onNearEnd,
  scrollToMatch,
  highlightMatch,
  openMatch,
  renderOpen,
  onToggleMarkets,
  empty,
}: Props) {
  const names = useEntityNames();
  const items = useMemo<Item[]>(() => {
    if (!groupByLeague) return matches.map((m) => ({ kind: 'match', key: `m${m.id}`, match: m }));
    const out: Item[] = [];
    let last = '';
    for (const m of matches) {
      const group = `${m.sportId}:${m.tournamentId}`;
      if (group !== last) {
        out.push({
          kind: 'header',
          key: `h${group}:${out.length}`,
          first: m,
        });
        last = group;
      }
      out.push({ kind: 'match', key: `m${m.id}`, match: m });
    }
    return out;
  }, [matches, groupByLeague]);

  // The window scrolls, not the list: the virtualizer must know where the list starts on the page.
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items.length, layout]);

  const rowSize = layout === 'list' ? 64 : 132;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]?.kind === 'header' ? 30 : rowSize),
    overscan: 6,
    scrollMargin,
    getItemKey: (i) => items[i]?.key ?? i,
  });
  const virtualItems = virtualizer.getVirtualItems();

  useEffect(() => {
    if (!onNearEnd || items.length === 0) return;
    const check = () => {
      const el = listRef.current;
      if (el && el.getBoundingClientRect().bottom - window.innerHeight <= LAZY_LOAD_PX) onNearEnd();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [onNearEnd, items.length]);

  // Scrolls once per target, as soon as the target is in the list (it may come with a later page);
  // later changes of the list must not pull the page back.
  const scrolledTo = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (scrollToMatch === undefined || scrolledTo.current === scrollToMatch) return;
    const index = items.findIndex((it) => it.kind === 'match' && it.match.id === scrollToMatch);
    if (index < 0) return;
    scrolledTo.current = scrollToMatch;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [scrollToMatch, items, virtualizer]);

  if (items.length === 0) return <>{empty}</>;
  return (
    <div
      ref={listRef}
      className={`match-list layout-${layout}`}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      data-testid="match-list"
      data-layout={layout}
    >
      {virtualItems.map((v) => {
        const item = items[v.index]!;
        const open = item.kind === 'match' && item.match.id === openMatch;
        return (
          <div
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {item.kind === 'header' ? (
              <div className="list-header" data-testid="list-header">
                <span className="list-header-name">
                  {names.country(item.first.categoryId, item.first.categoryName)} ·{' '}
                  {names.league(item.first.tournamentId, item.first.tournamentName)}
                </span>
                {layout === 'list' && <ColumnHeads first={item.first} marketKind={marketKind} />}
              </div>
            ) : (
              <>
                <MatchRow
                  match={item.match}
                  detailHref={detailHref(item.match)}
                  marketKind={marketKind}
                  layout={layout}
                  showFavorite={showFavorite}
                  showLeague={!groupByLeague}
                  highlighted={item.match.id === highlightMatch}
                  onToggleMarkets={onToggleMarkets}
                  marketsOpen={open}
                  columnsOf={rateGroupOf}
                />
                {open && renderOpen?.(item.match)}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The names of the odds columns over a league's dense rows (the sport's odds-column layout, for
 * the market its first row shows). The buttons carry their own labels, so screen readers skip it.
 */
function ColumnHeads({ first, marketKind = 'main' }: { first: Match; marketKind?: RowMarketKind }) {
  const names = useEntityNames();
  const market = rowMarket(first, marketKind);
  const group = market && rateGroupOf(first.sportId, market.typeId);
  if (!group) return null;
  return (
    <span className="column-heads" aria-hidden="true" data-testid="column-heads" data-group={group.name}>
      {group.columns.map((c) => (
        <span key={c} data-column={c}>
          {names.outcome(columnOutcome(c))}
        </span>
      ))}
      <span className="column-more" />
    </span>
  );
}
